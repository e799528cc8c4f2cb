import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { dataSubjectSummary } from '@/lib/server/data-subject/collect';
import { eraseDataSubject } from '@/lib/server/data-subject/erase';
import { readSubjectQuery } from '@/lib/server/data-subject/read-subject';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { describeErasure } from '@/lib/data-subject/dto';
import { dataSubjectSchema, maskedAddress } from '@/lib/data-subject/schema';

// GET /api/v1/data-protection/subject?email=: what is held about the person with this address,
// counted (administrators)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'staff');
  return NextResponse.json({ success: true, data: await dataSubjectSummary(readSubjectQuery(request)) });
});

// DELETE /api/v1/data-protection/subject { email }: erases their enquiries, the events on them and
// their mail (administrators). The address goes in the body, not the address line, which proxies log.
export const DELETE = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const { email } = await readJson(request, dataSubjectSchema, 1024);
  const report = await eraseDataSubject(email);
  await recordAudit(request, {
    actor: { id: user.id, email: user.email, name: user.name },
    action: 'data-subject-erased',
    target: maskedAddress(email),
    details: describeErasure(report),
  });
  return NextResponse.json({ success: true, message: 'Everything held about this address was erased', data: report });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH } = otherMethods('GET', 'DELETE');
