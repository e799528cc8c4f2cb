import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { readJson } from '@/lib/server/http';
import { setFollowUp } from '@/lib/server/enquiries/assignment';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';
import { followUpSchema } from '@/lib/validation/lead-workspace';

// PATCH /api/v1/contact/enquiries/{id}/follow-up: the day to get back to the lead (JSON `date`,
// YYYY-MM-DD in Berlin), or null when the follow-up is done
export const PATCH = enquiryRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request, 'leads');
  const { id } = await params;
  const { date } = await readJson(request, followUpSchema, 1024);
  const enquiry = await setFollowUp(id, date, { id: user.id, name: user.name });
  return NextResponse.json({ success: true, message: date ? 'Follow-up set' : 'Follow-up done', data: enquiry });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT, DELETE } = otherMethods('PATCH');
