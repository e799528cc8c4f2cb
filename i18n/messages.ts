import type { Messages } from 'next-intl';
import { pseudoLocalize } from './pseudo-locale';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type Locale } from './locales';

// The catalogues: one file per namespace and language, messages/<locale>/<Namespace>.json, English
// the source every other language has every key of (i18n/messages.test.ts). A namespace is one
// page or part of the site; a new one is a file per language and an entry here.
export const NAMESPACES = ['Metadata', 'Chrome', 'Nav', 'Footer', 'Errors', 'Home', 'About', 'Services', 'Enquiry', 'WhatsApp', 'JsonLd', 'Legal', 'Contact', 'Forms', 'LeadMail', 'Blog', 'OpportunityRules', 'OpportunityCheck', 'Checklists', 'Booking', 'BookingMail', 'Newsletter', 'NewsletterMail'] as const;
export type Namespace = (typeof NAMESPACES)[number];

async function loadNamespace(locale: Locale, namespace: Namespace): Promise<unknown> {
  return (await import(`../messages/${locale}/${namespace}.json`)).default;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  // The pseudo-locale has no files of its own: it is English, transformed.
  const source = locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
  const entries = await Promise.all(NAMESPACES.map(async (namespace) => [namespace, await loadNamespace(source, namespace)] as const));
  const messages = Object.fromEntries(entries);
  return (locale === PSEUDO_LOCALE ? pseudoLocalize(messages) : messages) as Messages;
}
