import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/locales';

// The consent line beside the newsletter box (issue 30): topic, how often, unsubscribe at any
// time, the privacy policy. Its words are the `Newsletter.consent` entry of each language's
// catalogue; the version names them. Whoever changes the wording in any language gives it a new
// version (consent.test.ts pins the texts to this version), so each stored proof says which words
// the subscriber agreed to. Browser-safe: the box shows the same text the server records.
export const CONSENT_VERSION = '2026-11-26';

// One language's wording and its version.
export type ConsentParts = { locale: Locale; version: string; text: string };

// The wording as plain text (the link as its words), as the server stores it in the proof.
export function consentText(locale: Locale, messages: Messages, firm: string): ConsentParts {
  const t = createTranslator({ locale, messages, namespace: 'Newsletter' });
  const text = t.markup('consent', { firm, privacy: (chunks) => chunks });
  return { locale, version: CONSENT_VERSION, text };
}

// The same wording around its privacy-policy link, for the box to show the link (the words are
// consentText's exactly: before + link + after).
export function consentAroundLink(locale: Locale, messages: Messages, firm: string): { before: string; link: string; after: string } {
  const t = createTranslator({ locale, messages, namespace: 'Newsletter' });
  const [before = '', link = '', after = ''] = t.markup('consent', { firm, privacy: (chunks) => `\u0000${chunks}\u0000` }).split('\u0000');
  return { before, link, after };
}
