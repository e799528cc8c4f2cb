import type { Locale } from '@/i18n/locales';
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

export type SubscribeField = 'email' | 'consent';

// The box's own check before anything is sent (its texts): an address typed and the consent ticked
// (the server checks the address's form). A ticked box posts "on".
export function missingFields(values: Record<SubscribeField, string>, texts: Pick<NewsletterBoxTexts, 'emailInvalid' | 'consentRequired'>): Partial<Record<SubscribeField, string[]>> {
  const missing: Partial<Record<SubscribeField, string[]>> = {};
  if (!values.email.trim()) missing.email = [texts.emailInvalid];
  if (values.consent !== 'on') missing.consent = [texts.consentRequired];
  return missing;
}
