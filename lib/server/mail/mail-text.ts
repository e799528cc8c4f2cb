import type { SiteConfig } from '@/lib/site';

// The plain-text pieces the site's mails share, whichever sender writes them (a lead's, a
// booking's, a staff account's): what a mail's content is, aligned field lines, and the end of a
// mail to a visitor. Pure: each sender's templates build their mails with them.

export type MailContent = { to: string; replyTo?: string; subject: string; text: string };

// Aligned "Label: value" lines; rows without a value are left out.
export function fieldLines(rows: Array<[string, string | null | undefined]>): string[] {
  const present = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const width = Math.max(0, ...present.map(([label]) => label.length)) + 2;
  return present.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
}

// The end of every mail to a visitor in their language (the lead's acknowledgement, a booking's
// mails): regards, the firm's name, phone, e-mail and site, and after the signature separator
// why they received it. `t` reads the keys regards, phone, email and notice of the mail's catalogue.
export function closingLines(
  firm: Pick<SiteConfig, 'name' | 'phone' | 'email' | 'url'>,
  t: (key: 'regards' | 'phone' | 'email' | 'notice', values?: Record<string, string>) => string,
): string[] {
  return [t('regards'), firm.name, t('phone', { phone: firm.phone }), t('email', { email: firm.email }), firm.url, '', '-- ', t('notice')];
}
