import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { enquiryCounts } from '@/lib/server/enquiries/queries';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/contact/enquiries/stats: the dashboard's counts
export const GET = enquiryRoute(async (request) => {
  await requireUser(request, 'leads');
  return NextResponse.json({ success: true, data: await enquiryCounts() });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
