import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requireUser } from '@/lib/server/auth/guard';
import { readJson } from '@/lib/server/http';
import { setEnquiryStatus } from '@/lib/server/enquiries/commands';
import { checkEnquiryId } from '@/lib/server/enquiries/queries';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { ENQUIRY_STATUSES } from '@/lib/enquiries/enquiry';
import { otherMethods } from '@/lib/server/http-methods';

const statusBody = z.object({ status: z.enum(ENQUIRY_STATUSES, 'Status must be one of new, read, replied, closed') });

// PATCH /api/v1/contact/enquiries/{id}/status: set any status (SPEC: no transition rules)
export const PATCH = enquiryRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request, 'leads');
  const { id } = await params;
  checkEnquiryId(id);
  const { status } = await readJson(request, statusBody, 1024);
  const enquiry = await setEnquiryStatus(id, status, { id: user.id, name: user.name });
  return NextResponse.json({ success: true, message: 'Status updated successfully', data: enquiry });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT, DELETE } = otherMethods('PATCH');
