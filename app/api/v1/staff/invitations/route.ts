import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { inviteStaffMember, listInvitations } from '@/lib/server/staff/invitations';
import { invitationSchema } from '@/lib/validation/staff';

// GET /api/v1/staff/invitations: invitations not yet accepted, expired ones included (administrators)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'staff');
  return NextResponse.json({ success: true, data: await listInvitations() });
});

// POST /api/v1/staff/invitations: invites someone by e-mail with a single-use link valid 48 hours
// (administrators; 409 when the address already has an account)
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const input = await readJson(request, invitationSchema, 4 * 1024);
  const invitation = await inviteStaffMember(input, user);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'staff-invited', target: invitation.email, details: `role: ${invitation.role}` });
  return NextResponse.json({ success: true, message: `Invitation sent to ${invitation.email}`, data: invitation }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
