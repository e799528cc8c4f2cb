import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/auth/guard';
import { enquiryCounts } from '@/lib/enquiries/queries';
import { enquiryRoute } from '@/lib/enquiries/route-helpers';

// GET /api/v1/contact/enquiries/stats: the dashboard's counts
export const GET = enquiryRoute(async (request) => {
  await requireUser(request);
  return NextResponse.json({ success: true, data: await enquiryCounts() });
});
