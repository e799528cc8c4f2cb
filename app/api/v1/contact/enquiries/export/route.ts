import { requireUser } from '@/lib/server/auth/guard';
import { enquiryCsvFilename, enquiryCsvStream } from '@/lib/enquiries/csv';
import { enquiryExportQuerySchema } from '@/lib/enquiries/list-query';
import { exportEnquiries } from '@/lib/server/enquiries/queries';
import { enquiryRoute, readQuery } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/contact/enquiries/export: the filtered enquiries as a CSV download, streamed
export const GET = enquiryRoute(async (request) => {
  await requireUser(request, 'leads');
  const query = readQuery(request, enquiryExportQuerySchema);
  const rows = await exportEnquiries(query);
  return new Response(enquiryCsvStream(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${enquiryCsvFilename()}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
