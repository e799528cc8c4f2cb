import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { readJson } from '@/lib/server/http';
import { assignLead } from '@/lib/server/enquiries/assignment';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';
import { assignmentSchema } from '@/lib/validation/lead-workspace';

// PATCH /api/v1/contact/enquiries/{id}/assignment: the lead's owner (JSON `assigneeId`, an account
// with lead access, or null for nobody)
export const PATCH = enquiryRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request, 'leads');
  const { id } = await params;
  const { assigneeId } = await readJson(request, assignmentSchema, 1024);
  const enquiry = await assignLead(id, assigneeId, { id: user.id, name: user.name });
  return NextResponse.json({ success: true, message: assigneeId ? 'Lead assigned' : 'Lead unassigned', data: enquiry });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT, DELETE } = otherMethods('PATCH');
