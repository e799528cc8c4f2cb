import type { SiteConfig } from '@/lib/site';
import { formatBerlinMailTime } from '@/lib/time/berlin';
import { ROLE_LABELS } from '@/lib/staff/staff-member';
import type { UserRole } from '@/lib/auth/permissions';
import type { MailContent } from '@/lib/server/mail/mail-text';

// The e-mails about a staff account, as plain text: those that carry a link to set a password,
// and the security notices to the account holder. Pure: the callers queue them.
type Firm = Pick<SiteConfig, 'name' | 'url'>;

export function invitationMail(input: { to: string; name: string; role: UserRole; invitedBy: string; link: string; expiresAt: Date }, firm: Firm): MailContent {
  return {
    to: input.to,
    subject: `You are invited to the ${firm.name} back office`,
    text: [
      `Hello ${input.name},`,
      '',
      `${input.invitedBy} has invited you to the ${firm.name} back office as ${ROLE_LABELS[input.role]}.`,
      'Open this link to choose your password and sign in:',
      '',
      input.link,
      '',
      `The link works once and until ${formatBerlinMailTime(input.expiresAt)}.`,
      'If you did not expect this invitation, you can ignore this e-mail.',
      '',
      firm.name,
      firm.url,
    ].join('\n'),
  };
}

export function passwordResetMail(input: { to: string; name: string; link: string; expiresAt: Date }, firm: Firm): MailContent {
  return {
    to: input.to,
    subject: `Reset your ${firm.name} back-office password`,
    text: [
      `Hello ${input.name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your back-office account.',
      'Open this link to choose a new password:',
      '',
      input.link,
      '',
      `The link works once and until ${formatBerlinMailTime(input.expiresAt)}. Setting a new password signs`,
      'you out on every device.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      firm.name,
      firm.url,
    ].join('\n'),
  };
}

// What changed on an account, for the notice to its holder. `by`: the administrator who made an
// administrator's change.
export type SecurityChange =
  | { kind: 'password-changed' | 'password-reset' | 'two-factor-enabled' | 'two-factor-disabled' | 'two-factor-replaced' | 'recovery-codes-replaced' }
  | { kind: 'two-factor-reset' | 'account-disabled'; by: string }
  | { kind: 'role-changed'; by: string; role: UserRole };

// The subject's words and the sentence saying what happened, per change.
function describeChange(change: SecurityChange, firm: Firm): { title: string; sentence: string } {
  const account = `your ${firm.name} back-office account`;
  switch (change.kind) {
    case 'password-changed':
      return { title: 'Your password was changed', sentence: `The password of ${account} was changed, and your other devices were signed out.` };
    case 'password-reset':
      return { title: 'Your password was reset', sentence: `A new password was set for ${account} with a reset link, and every device was signed out.` };
    case 'two-factor-enabled':
      return { title: 'Two-factor sign-in was turned on', sentence: `Two-factor sign-in was turned on for ${account}.` };
    case 'two-factor-disabled':
      return { title: 'Two-factor sign-in was turned off', sentence: `Two-factor sign-in was turned off for ${account}: signing in now needs only the password.` };
    case 'two-factor-replaced':
      return { title: 'Your authenticator app was replaced', sentence: `A new authenticator app now gives the codes for ${account}; the old one and the old recovery codes no longer work.` };
    case 'recovery-codes-replaced':
      return { title: 'New recovery codes were made', sentence: `New recovery codes were made for ${account}; the old ones no longer work.` };
    case 'two-factor-reset':
      return { title: 'Your two-factor sign-in was reset', sentence: `${change.by}, an administrator, reset the two-factor sign-in of ${account} and signed you out on every device.` };
    case 'account-disabled':
      return { title: 'Your account was disabled', sentence: `${change.by}, an administrator, disabled ${account} and signed you out on every device.` };
    case 'role-changed':
      return { title: 'Your role was changed', sentence: `${change.by}, an administrator, changed the role of ${account} to ${ROLE_LABELS[change.role]}.` };
  }
}

// A short notice to the account holder: the firm, what changed, when (Berlin time) and from which
// device. Never a secret: no password, code, recovery code or link that signs anyone in.
export function securityMail(
  input: { to: string; name: string; change: SecurityChange; at: Date; device: string },
  firm: Firm,
): MailContent {
  const { title, sentence } = describeChange(input.change, firm);
  const byAdministrator = 'by' in input.change;
  return {
    to: input.to,
    subject: `${title} – ${firm.name}`,
    text: [
      `Hello ${input.name},`,
      '',
      sentence,
      '',
      `When:   ${formatBerlinMailTime(input.at)}`,
      `Device: ${input.device}`,
      '',
      'If this was you, there is nothing to do.',
      byAdministrator
        ? `If you did not expect it, speak to the administrators of ${firm.name}.`
        : `If it was not you, someone may know your password: choose a new one at once at ${firm.url}/forgot-password and tell an administrator of ${firm.name}.`,
      '',
      firm.name,
      firm.url,
    ].join('\n'),
  };
}
