import type { SiteConfig } from '@/lib/site';
import { formatBerlinMailTime } from '@/lib/time/berlin';
import { ROLE_LABELS } from '@/lib/content/admin-navigation';
import type { UserRole } from '@/lib/validation/user';

// The e-mails that carry a link to set a password, as plain text. Pure: the callers queue them.
type Firm = Pick<SiteConfig, 'name' | 'url'>;
type Mail = { to: string; subject: string; text: string };

export function invitationMail(input: { to: string; name: string; role: UserRole; invitedBy: string; link: string; expiresAt: Date }, firm: Firm): Mail {
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

export function passwordResetMail(input: { to: string; name: string; link: string; expiresAt: Date }, firm: Firm): Mail {
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
