import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';

type ReplyTarget = { email: string; serviceName: string | null };

export function replySubject(serviceName: string | null): string {
  const service = serviceName?.trim();
  return service ? COPY.replySubjectAbout(service) : COPY.replySubject;
}

// RFC 6068: the address is percent-encoded except for the @ (a + or % in the local part would
// otherwise be misread), and the subject uses %20 for spaces because mail programs do not
// decode + in mailto links.
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}`;
}

export function replyHref({ email, serviceName }: ReplyTarget): string {
  return `${mailtoHref(email)}?subject=${encodeURIComponent(replySubject(serviceName))}`;
}
