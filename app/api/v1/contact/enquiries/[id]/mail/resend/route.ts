import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requireUser } from '@/lib/server/auth/guard';
import { DomainError } from '@/lib/server/errors';
import { readJson } from '@/lib/server/http';
import { checkEnquiryId } from '@/lib/server/enquiries/queries';
import { recordLeadEvent } from '@/lib/server/enquiries/lead-events';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';
import { resendLeadMail } from '@/lib/server/leads/lead-mail';

const resendBody = z.object({
  kind: z.string({ error: 'Name the e-mail to send again' }).regex(/^(notification|acknowledgement|reply:[0-9a-f]{24})$/, 'Name the e-mail to send again'),
});

// POST /api/v1/contact/enquiries/{id}/mail/resend: sends a failed e-mail of the lead again (JSON
// `kind`: notification, acknowledgement or reply:<id>); 409 when it has not failed
export const POST = enquiryRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request, 'leads');
  const { id } = await params;
  checkEnquiryId(id);
  const { kind } = await readJson(request, resendBody, 1024);
  if (!(await resendLeadMail(id, kind))) throw new DomainError('conflict', 'This e-mail has not failed: it is sent or still being tried.');
  await recordLeadEvent(id, { id: user.id, name: user.name }, { kind: 'mail-resent', mailKind: kind });
  return NextResponse.json({ success: true, message: 'The e-mail is being sent again' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
