import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { withdrawInvitation } from '@/lib/server/staff/invitations';

type Context = { params: Promise<{ id: string }> };

// DELETE /api/v1/staff/invitations/{id}: withdraws an invitation; its link stops working (administrators)
export const DELETE = handleNoStore(async (request, { params }: Context) => {
  const user = await requireUser(request, 'staff');
  const invitation = await withdrawInvitation((await params).id);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'invitation-withdrawn', target: invitation.email });
  return NextResponse.json({ success: true, message: `Invitation to ${invitation.email} withdrawn` });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT, PATCH } = otherMethods('DELETE');
