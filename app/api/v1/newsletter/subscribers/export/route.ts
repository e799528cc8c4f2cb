import { subscriberCsv, subscriberCsvFilename } from '@/lib/newsletter/subscriber-csv';
import { subscriberExportQuerySchema, subscriberQueryString } from '@/lib/newsletter/subscribers';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { readQuery } from '@/lib/server/enquiries/route-helpers';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { exportSubscribers } from '@/lib/server/newsletter/subscriber-records';

// GET /api/v1/newsletter/subscribers/export?status=&locale=&email=: the subscribers the list's
// filter selects, as CSV with their consent proof's facts (administrators). Recorded in the audit
// log with the number of rows and the filter.
export const GET = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const query = readQuery(request, subscriberExportQuerySchema);
  const rows = await exportSubscribers(query);
  await recordAudit(request, {
    actor: { id: user.id, email: user.email, name: user.name },
    action: 'newsletter-subscribers-exported',
    details: `${rows.length === 1 ? '1 row' : `${rows.length} rows`}; filter: ${subscriberQueryString(query) || 'none'}`,
  });
  return new Response(subscriberCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${subscriberCsvFilename()}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
