'use server';

import { z } from 'zod';
import { notifyAccountHolder } from '@/lib/server/account/security-mail';
import { adminAction, adminRecordAction } from '@/lib/server/admin-action';
import { setTwoFactorRequired } from '@/lib/server/auth/security-settings';
import { inviteStaffMember, resendInvitation, withdrawInvitation } from '@/lib/server/staff/invitations';
import { changeStaffMember, removeStaffMember } from '@/lib/server/staff/staff';
import { invitationSchema, staffChangeSchema } from '@/lib/staff/staff-member';
import { securitySettingsSchema } from '@/lib/auth/credentials';

// The staff screen's writes, for administrators.

// Invites someone by e-mail with a single-use link valid 48 hours (conflict when the address
// already has an account, under its field).
export const inviteStaff = adminAction('staff', invitationSchema, async (input, { user, audit }) => {
  const invitation = await inviteStaffMember(input, user);
  await audit({ action: 'staff-invited', target: invitation.email, details: `role: ${invitation.role}` });
  return invitation;
});

// A new link, valid another 48 hours, in a new e-mail; the old link stops working.
export const resendStaffInvitation = adminAction('staff', z.string(), async (id, { user, audit }) => {
  const invitation = await resendInvitation(id, user);
  await audit({ action: 'invitation-resent', target: invitation.email });
});

// The invitation's link stops working.
export const withdrawStaffInvitation = adminAction('staff', z.string(), async (id, { audit }) => {
  const invitation = await withdrawInvitation(id);
  await audit({ action: 'invitation-withdrawn', target: invitation.email });
});

// A member's role, disabled flag and/or a two-factor reset (conflict for the last active
// administrator). The member is told by e-mail of a new role, a reset, and of being disabled
// (which signs them out everywhere).
export const changeStaff = adminRecordAction('staff', staffChangeSchema, async (id, change, { user, headers, audit }) => {
  const { member, roleChanged, disabledNow } = await changeStaffMember(id, change);
  if (change.role) {
    await audit({ action: 'staff-role-changed', target: member.email, details: `role: ${change.role}` });
    if (roleChanged) await notifyAccountHolder(headers, member, { kind: 'role-changed', by: user.name, role: change.role });
  }
  if (change.disabled !== undefined) await audit({ action: change.disabled ? 'staff-disabled' : 'staff-enabled', target: member.email });
  if (disabledNow) await notifyAccountHolder(headers, member, { kind: 'account-disabled', by: user.name });
  if (change.resetTwoFactor) {
    await audit({ action: 'staff-two-factor-reset', target: member.email });
    await notifyAccountHolder(headers, member, { kind: 'two-factor-reset', by: user.name });
  }
  return member;
});

// Removes the account (conflict for the last active administrator).
export const removeStaff = adminAction('staff', z.string(), async (id, { audit }) => {
  const removed = await removeStaffMember(id);
  await audit({ action: 'staff-removed', target: removed.email });
});

// The firm's sign-in rule: two-factor for everyone. Members without it are sent to set it up on
// their next page.
export const saveSecuritySettings = adminAction('staff', securitySettingsSchema, async ({ requireTwoFactor }, { user, audit }) => {
  await setTwoFactorRequired(requireTwoFactor, user.email);
  await audit({ action: 'security-settings-changed', details: `two-factor required: ${requireTwoFactor ? 'yes' : 'no'}` });
});
