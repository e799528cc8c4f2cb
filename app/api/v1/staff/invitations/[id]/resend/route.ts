import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { resendInvitation } from '@/lib/server/staff/invitations';

type Context = { params: Promise<{ id: string }> };

// POST /api/v1/staff/invitations/{id}/resend: a new link, valid another 48 hours, in a new e-mail;
// the old link stops working (administrators)
export const POST = handleNoStore(async (request, { params }: Context) => {
  const user = await requireUser(request, 'staff');
  const invitation = await resendInvitation((await params).id, user);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'invitation-resent', target: invitation.email });
  return NextResponse.json({ success: true, message: `Invitation sent again to ${invitation.email}`, data: invitation });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
