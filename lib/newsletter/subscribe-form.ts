import type { Locale } from '@/i18n/pathnames';
import type BoxCatalogue from '@/messages/en/Newsletter.json';

// The subscription box's words and its logic apart from React (issue 30), browser-safe: the box
// (components/site/newsletter/newsletter-box.tsx) is a client component and gets these texts as a
// prop; the server builds them in the page's language.

// The consent line exactly as lib/newsletter/consent.ts words it, around its privacy-policy link.
export type ConsentLine = { before: string; link: string; after: string; href: string };

// The catalogue's `Newsletter.box` as it is (no ICU arguments in it), and the consent line.
export type NewsletterBoxTexts = typeof BoxCatalogue.box & { consent: ConsentLine };

// What the public layout hands every box on the page: null while the newsletter is switched off
// (no box anywhere), else the page's published language (the subscriber's) and the texts.
export type NewsletterBox = { locale: Locale; texts: NewsletterBoxTexts } | null;

export type SubscribeFields = { email: string; consent: boolean; website: string };
export type SubscribeField = 'email' | 'consent';

// The box's own check before anything is sent: an address typed and the consent ticked (the
// server checks the address's form).
export function missingFields({ email, consent }: SubscribeFields): SubscribeField[] {
  const missing: SubscribeField[] = [];
  if (!email.trim()) missing.push('email');
  if (!consent) missing.push('consent');
  return missing;
}

// The longest page path the route records (lib/validation/newsletter.ts).
const PAGE_MAX = 300;

// The body of POST /api/v1/newsletter/subscribe: `page` is the path of the page the box is on (the
// dashboard counts subscriptions per page), without its query or fragment.
export function subscribeBody(fields: SubscribeFields, locale: Locale, pathname: string) {
  return { email: fields.email, consent: fields.consent, locale, page: pathname.slice(0, PAGE_MAX), website: fields.website };
}

export type SubscribeOutcome = { kind: 'sent' } | { kind: 'fields'; fields: SubscribeField[] } | { kind: 'tooMany' } | { kind: 'failed' };

// The route's answer as the box shows it. Field errors come back in the server's English: the box
// shows its own text for each field in the page's language instead.
export function subscribeOutcome(result: { ok: true } | { ok: false; status: number; errors?: Record<string, string[]> }): SubscribeOutcome {
  if (result.ok) return { kind: 'sent' };
  if (result.status === 429) return { kind: 'tooMany' };
  const fields = (['email', 'consent'] as const).filter((field) => result.errors?.[field]?.length);
  if (result.status === 400 && fields.length > 0) return { kind: 'fields', fields };
  return { kind: 'failed' };
}
