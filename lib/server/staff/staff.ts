import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { toStaffMemberDto, type StaffChange, type StaffMemberDto } from '@/lib/staff/staff-member';
import { endOtherSessions } from '@/lib/server/auth/sessions';
import { User } from '@/models/user';
import { forgetCalendarFeed } from '@/lib/server/calendar-feed/feed-tokens';
import { removeCalendarAddress } from '@/lib/server/busy-calendar/store';

const NOT_FOUND = 'Staff member not found';
export const LAST_ADMIN = 'The last active administrator cannot be removed, disabled or given another role';

function checkId(id: string): void {
  if (!mongoose.isObjectIdOrHexString(id)) throw new DomainError('invalid', 'Invalid staff member id');
}

export async function listStaff(): Promise<StaffMemberDto[]> {
  await connectDb();
  const users = await User.find().sort({ name: 1, _id: 1 }).lean();
  return users.map(toStaffMemberDto);
}

// Whether another active administrator than `id` exists: the firm must never be left without one.
async function anotherActiveAdmin(id: string): Promise<boolean> {
  return Boolean(await User.exists({ _id: mongoose.trusted({ $ne: new mongoose.Types.ObjectId(id) }), role: 'admin', disabled: mongoose.trusted({ $ne: true }) }));
}

// A change of role or of the disabled flag, or a reset of two-factor sign-in. Takes effect on the
// member's next request: every request reads the account (lib/server/auth/session.ts). Disabling
// and a reset also end the member's sessions, so no device stays signed in past the change.
// Answers the member as now and what actually changed (a role or flag sent as it was is no change).
export async function changeStaffMember(
  id: string,
  change: StaffChange,
): Promise<{ member: StaffMemberDto; roleChanged: boolean; disabledNow: boolean }> {
  checkId(id);
  await connectDb();
  const member = await User.findById(id).lean();
  if (!member) throw new DomainError('not-found', NOT_FOUND);
  const isActiveAdmin = member.role === 'admin' && !member.disabled;
  const staysActiveAdmin = (change.role ?? member.role) === 'admin' && !(change.disabled ?? member.disabled);
  if (isActiveAdmin && !staysActiveAdmin && !(await anotherActiveAdmin(id))) throw new DomainError('conflict', LAST_ADMIN);
  const { resetTwoFactor, ...fields } = change;
  if (resetTwoFactor && !member.totpEnabledAt) throw new DomainError('conflict', 'Two-factor sign-in is not on for this account.');
  if (Object.keys(fields).length > 0) await User.updateOne({ _id: member._id }, { $set: fields }, { runValidators: true });
  if (resetTwoFactor) {
    await User.updateOne({ _id: member._id }, { $set: { totpEnabledAt: null }, $unset: { totpSecret: 1, totpPendingSecret: 1, totpPendingReplacement: 1, recoveryCodeHashes: 1 } });
  }
  if (change.disabled || resetTwoFactor) await endOtherSessions(id);
  const updated = await User.findById(id).lean();
  if (!updated) throw new DomainError('not-found', NOT_FOUND);
  return {
    member: toStaffMemberDto(updated),
    roleChanged: change.role !== undefined && change.role !== (member.role ?? 'admin'),
    disabledNow: change.disabled === true && !member.disabled,
  };
}

// Answers who was removed, for the audit log.
export async function removeStaffMember(id: string): Promise<StaffMemberDto> {
  checkId(id);
  await connectDb();
  const member = await User.findById(id).lean();
  if (!member) throw new DomainError('not-found', NOT_FOUND);
  if (member.role === 'admin' && !member.disabled && !(await anotherActiveAdmin(id))) throw new DomainError('conflict', LAST_ADMIN);
  await User.deleteOne({ _id: member._id });
  await endOtherSessions(id);
  await forgetCalendarFeed(id);
  // The secret address of their own calendar is not kept, nor read any more.
  await removeCalendarAddress(id);
  return toStaffMemberDto(member);
}
