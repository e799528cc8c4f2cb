import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { markEnquiryRead } from '@/lib/server/enquiries/commands';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';

// PATCH /api/v1/contact/enquiries/{id}/read: mark as read (a new enquiry becomes read); no body
export const PATCH = enquiryRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  await requireUser(request, 'leads');
  const enquiry = await markEnquiryRead((await params).id);
  return NextResponse.json({ success: true, message: 'Marked as read', data: enquiry });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT, DELETE } = otherMethods('PATCH');
