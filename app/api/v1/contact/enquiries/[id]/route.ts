import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { ApiError } from '@/lib/server/http';
import { deleteEnquiry, ENQUIRY_NOT_FOUND } from '@/lib/server/enquiries/commands';
import { getEnquiry } from '@/lib/server/enquiries/queries';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';

type Context = { params: Promise<{ id: string }> };

// GET /api/v1/contact/enquiries/{id}: one enquiry with the delivery state of its e-mails
export const GET = enquiryRoute(async (request, { params }: Context) => {
  await requireUser(request, 'leads');
  const enquiry = await getEnquiry((await params).id);
  if (!enquiry) throw new ApiError(404, ENQUIRY_NOT_FOUND);
  return NextResponse.json({ success: true, data: enquiry });
});

// DELETE /api/v1/contact/enquiries/{id}: remove an enquiry and its queued e-mails
export const DELETE = enquiryRoute(async (request, { params }: Context) => {
  const user = await requireUser(request, 'leads');
  const id = (await params).id;
  await deleteEnquiry(id);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'lead-deleted', target: id });
  return NextResponse.json({ success: true, message: 'Enquiry deleted successfully' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH } = otherMethods('GET', 'DELETE');
