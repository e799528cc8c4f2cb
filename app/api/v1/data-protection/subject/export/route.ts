import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { dataSubjectExport } from '@/lib/server/data-subject/collect';
import { readSubjectQuery } from '@/lib/server/data-subject/read-subject';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { maskedAddress } from '@/lib/data-subject/schema';

// GET /api/v1/data-protection/subject/export?email=: everything held about the person as a JSON
// file, for an access or portability request (administrators)
export const GET = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const email = readSubjectQuery(request);
  const data = await dataSubjectExport(email);
  await recordAudit(request, {
    actor: { id: user.id, email: user.email, name: user.name },
    action: 'data-subject-exported',
    target: maskedAddress(email),
    details: `${data.enquiries.length === 1 ? '1 enquiry' : `${data.enquiries.length} enquiries`}, ${data.emails.length === 1 ? '1 e-mail' : `${data.emails.length} e-mails`}`,
  });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${data.exportedAt.slice(0, 10)}.json"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
