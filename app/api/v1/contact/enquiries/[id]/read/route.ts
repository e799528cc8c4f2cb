import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/auth/guard';
import { markEnquiryRead } from '@/lib/enquiries/commands';
import { enquiryRoute } from '@/lib/enquiries/route-helpers';

// PATCH /api/v1/contact/enquiries/{id}/read: mark as read (a new enquiry becomes read); no body
export const PATCH = enquiryRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  await requireUser(request);
  const enquiry = await markEnquiryRead((await params).id);
  return NextResponse.json({ success: true, message: 'Marked as read', data: enquiry });
});
