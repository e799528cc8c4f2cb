import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { runAfterResponse } from '@/lib/server/mail/after-response';
import { queueMessage } from '@/lib/server/mail/outbox';
import { hitRateLimit, recordHit, type RateLimit } from '@/lib/server/rate-limit';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { AccountToken } from '@/models/account-token';
import { User } from '@/models/user';
import { passwordResetMail } from './account-mail';
import { consumeAccountToken, findAccountToken, newTokenSecret, sweepExpiredResetTokens } from './account-tokens';
import { hashPassword } from './password';
import { newPasswordProblem } from './password-policy';
import { endOtherSessions } from './sessions';

export const RESET_HOURS = 1;
// Requests for one e-mail from one network address (as sign-in counts them): a person retrying is
// fine, a script filling someone's inbox is not. Counted per pair, not per e-mail alone, so
// requests from a stranger's network cannot use up the owner's own resets.
export const RESET_PAIR_LIMIT: RateLimit = { name: 'reset-pair', limit: 3, windowMs: 60 * 60 * 1000 };
// Reset mails to one account, from anywhere: past this the request is answered as always but no
// further mail goes out, so many networks together cannot fill an inbox. It denies the owner
// nothing: the links already sent work for their hour, and any of them sets the password.
export const RESET_MAIL_LIMIT: RateLimit = { name: 'reset-mail', limit: 10, windowMs: 60 * 60 * 1000 };
// Requests from one network address, whatever the e-mail: stops probing many addresses.
export const RESET_ADDRESS_LIMIT: RateLimit = { name: 'reset-address', limit: 10, windowMs: 60 * 60 * 1000 };
// The one answer, whether or not the address has an account, so the form tells nobody who works here.
export const RESET_REQUESTED = 'If an account exists for that address, we have sent it a link to set a new password. The link works for one hour.';
export const RESET_INVALID = 'This link is no longer valid. Ask for a new one.';

// Counts the request, then sends a link if the address belongs to an active account. The lookup,
// the token and the e-mail happen after the response has gone out, so the answer takes the same
// time for every address.
export async function requestPasswordReset(email: string, address: string): Promise<void> {
  await hitRateLimit(RESET_ADDRESS_LIMIT, address);
  await hitRateLimit(RESET_PAIR_LIMIT, `${email} ${address}`);
  runAfterResponse('password reset', () => sendResetLink(email));
}

export async function sendResetLink(email: string): Promise<boolean> {
  await connectDb();
  const user = await User.findOne({ email }).select('name email disabled').lean();
  if (!user || user.disabled) return false;
  if ((await recordHit(RESET_MAIL_LIMIT, user.email)).count > RESET_MAIL_LIMIT.limit) return false;
  const { token, tokenHash } = newTokenSecret();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + RESET_HOURS * 3600 * 1000);
  const reset = await AccountToken.create({ purpose: 'password-reset', tokenHash, email: user.email, name: user.name, userId: user._id, createdAt: now, expiresAt });
  await sweepExpiredResetTokens(now);
  const site = await currentSiteConfig();
  const group = `account-token:${reset._id.toString()}`;
  await queueMessage({ group, kind: 'password-reset', ...passwordResetMail({ to: user.email, name: user.name, link: `${site.url}/reset-password/${token}`, expiresAt }, site) });
  await deliverDueMessages({ group });
  return true;
}

// The account a reset link is for while it is still good (null after), for the page that asks
// for the new password.
export async function resetLinkEmail(token: string): Promise<string | null> {
  return (await findAccountToken(token, 'password-reset'))?.email ?? null;
}

// Sets the new password, uses the link up, withdraws the account's other reset links and ends
// every session of the account. Answers the account, for the audit log.
export async function resetPassword(token: string, password: string): Promise<{ id: string; email: string; name: string }> {
  const reset = await findAccountToken(token, 'password-reset');
  if (!reset?.userId) throw new DomainError('not-found', RESET_INVALID);
  const problem = newPasswordProblem(password);
  if (problem) throw new DomainError('invalid', 'Please choose another password', { password: [problem] });
  const passwordHash = await hashPassword(password);
  if (!(await consumeAccountToken(reset))) throw new DomainError('not-found', RESET_INVALID);
  const user = await User.findById(reset.userId).select('name email disabled').lean();
  if (!user || user.disabled) throw new DomainError('not-found', RESET_INVALID);
  await User.updateOne({ _id: user._id }, { $set: { passwordHash } });
  await AccountToken.deleteMany({ purpose: 'password-reset', userId: user._id });
  await endOtherSessions(user._id.toString());
  return { id: user._id.toString(), email: user.email, name: user.name };
}
