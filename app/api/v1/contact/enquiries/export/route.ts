import { requireUser } from '@/lib/server/auth/guard';
import { recordAudit } from '@/lib/server/audit/record';
import { enquiryCsvFilename, enquiryCsvStream } from '@/lib/enquiries/csv';
import { enquiryExportQuerySchema } from '@/lib/enquiries/list-query';
import { exportEnquiries } from '@/lib/server/enquiries/queries';
import { enquiryRoute, readQuery } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';
import { siteDomain } from '@/lib/leads/lead-source';
import { getSiteConfig } from '@/lib/site';

// GET /api/v1/contact/enquiries/export: the filtered (or chosen: ids) enquiries as a CSV download, streamed
export const GET = enquiryRoute(async (request) => {
  const user = await requireUser(request, 'leads');
  const query = readQuery(request, enquiryExportQuerySchema);
  const rows = await exportEnquiries(query, undefined, { userId: user.id });
  // Recorded once the download has been written out, with the rows it held.
  const recordWhenSent = async (count: number) =>
    recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'leads-exported', details: `${count} rows; filter: ${new URL(request.url).search || 'none'}` });
  return new Response(enquiryCsvStream(counted(rows, recordWhenSent), { ownDomain: siteDomain(getSiteConfig().url) }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${enquiryCsvFilename()}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');

// The rows as they pass, counted; `done` gets the count when they end or the download stops.
async function* counted<T>(rows: AsyncIterable<T>, done: (count: number) => Promise<void>): AsyncIterable<T> {
  let count = 0;
  try {
    for await (const row of rows) {
      count += 1;
      yield row;
    }
  } finally {
    await done(count);
  }
}
