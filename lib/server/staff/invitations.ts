import 'server-only';
import { isObjectIdOrHexString } from 'mongoose';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { invitationMail } from '@/lib/server/auth/account-mail';
import { consumeAccountToken, findAccountToken, newTokenSecret, type StoredAccountToken } from '@/lib/server/auth/account-tokens';
import { hashPassword } from '@/lib/server/auth/password';
import { newPasswordProblem } from '@/lib/server/auth/password-policy';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { runAfterResponse } from '@/lib/server/mail/after-response';
import { queueMessage } from '@/lib/server/mail/outbox';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { toInvitationDto, type InvitationDto, type InvitationInput } from '@/lib/staff/staff-member';
import type { UserRole } from '@/lib/auth/permissions';
import { AccountToken } from '@/models/account-token';
import { User } from '@/models/user';

export const INVITATION_HOURS = 48;
export const ALREADY_STAFF = 'This address already has an account';
export const INVITATION_NOT_FOUND = 'Invitation not found';
// One answer for a link that never existed, was used, withdrawn, replaced or has expired.
export const INVITATION_INVALID = 'This invitation link is no longer valid. Ask an administrator to send a new one.';

type Inviter = { name: string; email: string };

// Stores a new invitation (replacing any earlier one for the address) and queues its e-mail;
// the mail goes out once the response has (the outbox's sweeper retries what fails).
async function issueInvitation(input: InvitationInput, inviter: Inviter): Promise<InvitationDto> {
  const { token, tokenHash } = newTokenSecret();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3600 * 1000);
  await AccountToken.deleteMany({ purpose: 'invitation', email: input.email });
  const invitation = await AccountToken.create({
    purpose: 'invitation',
    tokenHash,
    email: input.email,
    name: input.name,
    role: input.role,
    invitedBy: inviter.name,
    createdAt: now,
    expiresAt,
  });
  const site = await currentSiteConfig();
  const group = `account-token:${invitation._id.toString()}`;
  const mail = invitationMail({ to: input.email, name: input.name, role: input.role, invitedBy: inviter.name, link: `${site.url}/invitation/${token}`, expiresAt }, site);
  await queueMessage({ group, kind: 'invitation', replyTo: inviter.email, ...mail });
  runAfterResponse('invitation mail', () => deliverDueMessages({ group }));
  return toInvitationDto(invitation.toObject() as StoredAccountToken, now);
}

export async function inviteStaffMember(input: InvitationInput, inviter: Inviter): Promise<InvitationDto> {
  await connectDb();
  if (await User.exists({ email: input.email })) throw new DomainError('conflict', ALREADY_STAFF, { email: [ALREADY_STAFF] });
  return issueInvitation(input, inviter);
}

export async function listInvitations(): Promise<InvitationDto[]> {
  await connectDb();
  const invitations = await AccountToken.find({ purpose: 'invitation' }).sort({ createdAt: -1 }).lean<StoredAccountToken[]>();
  const now = new Date();
  return invitations.map((invitation) => toInvitationDto(invitation, now));
}

async function findInvitation(id: string): Promise<StoredAccountToken> {
  if (!isObjectIdOrHexString(id)) throw new DomainError('not-found', INVITATION_NOT_FOUND);
  await connectDb();
  const invitation = await AccountToken.findOne({ _id: id, purpose: 'invitation' }).lean<StoredAccountToken>();
  if (!invitation) throw new DomainError('not-found', INVITATION_NOT_FOUND);
  return invitation;
}

// A new link (the old one stops working) valid for another 48 hours, in a new e-mail.
export async function resendInvitation(id: string, inviter: Inviter): Promise<InvitationDto> {
  const invitation = await findInvitation(id);
  return issueInvitation({ email: invitation.email, name: invitation.name ?? '', role: (invitation.role ?? 'editor') as UserRole }, inviter);
}

export async function withdrawInvitation(id: string): Promise<InvitationDto> {
  const invitation = await findInvitation(id);
  await AccountToken.deleteOne({ _id: invitation._id });
  return toInvitationDto(invitation);
}

// What the invitation page shows before the password is chosen; null for a link that is no good.
export async function invitationForLink(token: string): Promise<{ email: string; name: string; role: UserRole } | null> {
  const invitation = await findAccountToken(token, 'invitation');
  return invitation ? { email: invitation.email, name: invitation.name ?? '', role: (invitation.role ?? 'editor') as UserRole } : null;
}

// Creates the account with the chosen password; the link is used up. Answers the new account.
export async function acceptInvitation(token: string, password: string): Promise<{ id: string; email: string; name: string; role: UserRole }> {
  const invitation = await findAccountToken(token, 'invitation');
  if (!invitation) throw new DomainError('not-found', INVITATION_INVALID);
  const problem = newPasswordProblem(password);
  if (problem) throw new DomainError('invalid', 'Please choose another password', { password: [problem] });
  const passwordHash = await hashPassword(password);
  if (!(await consumeAccountToken(invitation))) throw new DomainError('not-found', INVITATION_INVALID);
  const role = (invitation.role ?? 'editor') as UserRole;
  try {
    const user = await User.create({ email: invitation.email, name: invitation.name, role, passwordHash });
    return { id: user._id.toString(), email: user.email, name: user.name, role };
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new DomainError('conflict', ALREADY_STAFF);
    throw error;
  }
}
