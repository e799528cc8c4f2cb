import { DEFAULT_LOCALE, REPLY_SUBJECTS, type Locale } from '@/i18n/locales';

// locale: the lead's language (absent: English).
type ReplyTarget = { email: string; serviceName: string | null; locale?: Locale };

// The subject in the lead's language (i18n/locales.ts); English for a language the site no longer
// has (a stored lead's).
export function replySubject(serviceName: string | null, locale: Locale = DEFAULT_LOCALE): string {
  const texts = REPLY_SUBJECTS[locale] ?? REPLY_SUBJECTS[DEFAULT_LOCALE];
  const service = serviceName?.trim();
  return service ? texts.about(service) : texts.plain;
}

// RFC 6068: the address is percent-encoded except for the @ (a + or % in the local part would
// otherwise be misread), and the subject uses %20 for spaces because mail programs do not
// decode + in mailto links.
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}`;
}

export function replyHref({ email, serviceName, locale }: ReplyTarget): string {
  return `${mailtoHref(email)}?subject=${encodeURIComponent(replySubject(serviceName, locale))}`;
}
