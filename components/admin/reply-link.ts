import type { Locale } from '@/i18n/pathnames';
import { REPLY_SUBJECTS } from '@/lib/content/enquiries';

// locale: the lead's language (absent: English).
type ReplyTarget = { email: string; serviceName: string | null; locale?: Locale };

export function replySubject(serviceName: string | null, locale: Locale = 'en'): string {
  const texts = REPLY_SUBJECTS[locale] ?? REPLY_SUBJECTS.en!;
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
