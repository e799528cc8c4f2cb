import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { readJson } from '@/lib/server/http';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';
import { sendLeadReply } from '@/lib/server/replies/send-reply';
import { replySchema } from '@/lib/validation/reply';

// POST /api/v1/contact/enquiries/{id}/replies: an answer to the lead (JSON `subject`, `body`), sent
// through the outbox from the firm's address with Reply-To the staff member; the lead becomes replied
export const POST = enquiryRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request, 'leads');
  const { id } = await params;
  const reply = await readJson(request, replySchema, 64 * 1024);
  await sendLeadReply(id, reply, { id: user.id, name: user.name, email: user.email });
  return NextResponse.json({ success: true, message: 'Reply queued for sending' }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
