import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { ApiError } from '@/lib/server/http';
import { ENQUIRY_NOT_FOUND } from '@/lib/server/enquiries/commands';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { getLeadWorkspace } from '@/lib/server/enquiries/workspace';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/contact/enquiries/{id}/workspace: what the lead's page shows (the enquiry, where it
// came from, owner, the person's other enquiries, the timeline)
export const GET = enquiryRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  await requireUser(request, 'leads');
  const workspace = await getLeadWorkspace((await params).id);
  if (!workspace) throw new ApiError(404, ENQUIRY_NOT_FOUND);
  return NextResponse.json({ success: true, data: workspace });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
