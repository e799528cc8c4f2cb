import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { enquiryListQuerySchema } from '@/lib/enquiries/list-query';
import { listEnquiries } from '@/lib/server/enquiries/queries';
import { enquiryRoute, readQuery } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/contact/enquiries: one page of enquiries, filtered, searched and sorted, with stats
export const GET = enquiryRoute(async (request) => {
  const user = await requireUser(request, 'leads');
  const query = readQuery(request, enquiryListQuerySchema);
  return NextResponse.json({ success: true, data: await listEnquiries(query, { userId: user.id }) });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
