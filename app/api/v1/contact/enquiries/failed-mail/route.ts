import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';
import { failedLeadMail } from '@/lib/server/leads/lead-mail';

// GET /api/v1/contact/enquiries/failed-mail: the lead e-mails the outbox gave up on (newest 50)
export const GET = enquiryRoute(async (request) => {
  await requireUser(request, 'leads');
  return NextResponse.json({ success: true, data: await failedLeadMail() });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
