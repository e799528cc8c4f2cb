import { NextResponse } from 'next/server';
import { notifyAccountHolder } from '@/lib/server/account/security-mail';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { changeStaffMember, removeStaffMember } from '@/lib/server/staff/staff';
import { staffChangeSchema } from '@/lib/validation/staff';

type Context = { params: Promise<{ id: string }> };

// PATCH /api/v1/staff/{id}: a member's role, disabled flag and/or a two-factor reset
// (administrators; 409 for the last active administrator). The member is told by e-mail of a new
// role, a reset, and of being disabled (which signs them out everywhere).
export const PATCH = handleNoStore(async (request, { params }: Context) => {
  const user = await requireUser(request, 'staff');
  const change = await readJson(request, staffChangeSchema, 1024);
  const { member, roleChanged, disabledNow } = await changeStaffMember((await params).id, change);
  const actor = { id: user.id, email: user.email, name: user.name };
  if (change.role) {
    await recordAudit(request, { actor, action: 'staff-role-changed', target: member.email, details: `role: ${change.role}` });
    if (roleChanged) await notifyAccountHolder(request, member, { kind: 'role-changed', by: user.name, role: change.role });
  }
  if (change.disabled !== undefined) await recordAudit(request, { actor, action: change.disabled ? 'staff-disabled' : 'staff-enabled', target: member.email });
  if (disabledNow) await notifyAccountHolder(request, member, { kind: 'account-disabled', by: user.name });
  if (change.resetTwoFactor) {
    await recordAudit(request, { actor, action: 'staff-two-factor-reset', target: member.email });
    await notifyAccountHolder(request, member, { kind: 'two-factor-reset', by: user.name });
  }
  return NextResponse.json({ success: true, message: 'Staff member updated', data: member });
});

// DELETE /api/v1/staff/{id}: removes the account (administrators; 409 for the last active administrator)
export const DELETE = handleNoStore(async (request, { params }: Context) => {
  const user = await requireUser(request, 'staff');
  const removed = await removeStaffMember((await params).id);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'staff-removed', target: removed.email });
  return NextResponse.json({ success: true, message: 'Staff member removed' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT } = otherMethods('PATCH', 'DELETE');
