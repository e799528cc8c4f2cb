import { NAMESPACES, type Namespace } from '@/i18n/messages';
import { ALL_LOCALES, DEFAULT_LOCALE, PSEUDO_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { pseudoText } from '@/i18n/pseudo-locale';
import { CATALOGUE_FILES } from './catalogue-files';
import type { TextEntryDto, TextKey } from './text-entry';

// Which catalogue texts the Texts screen shows (issue 45), where, and in which languages.

// The languages the screen has a column for: the published ones. The pseudo-locale is English
// transformed, not a language anyone writes (an override of it still shows, lib/server/texts).
export const TEXT_LOCALES: readonly Locale[] = PUBLISHED_LOCALES;

// Each namespace's page on the screen: its label and its place in the list (pages first in the
// order a visitor meets them, then what every page shows, then the mails, then the rules of the
// check, which are long and rarely changed). Listing every namespace is required by the type, so
// a new catalogue file must be placed here.
export type TextPlace = { page: string; order: number };

export const TEXT_PAGES = {
  Home: { page: 'Home', order: 1 },
  About: { page: 'About', order: 2 },
  Services: { page: 'Services', order: 3 },
  Enquiry: { page: 'Services', order: 4 },
  Contact: { page: 'Contact', order: 5 },
  Blog: { page: 'Blog', order: 6 },
  Booking: { page: 'Booking', order: 7 },
  OpportunityCheck: { page: 'The points check', order: 8 },
  OpportunityRules: { page: 'The points check', order: 9 },
  Checklists: { page: 'Checklists', order: 10 },
  Newsletter: { page: 'Newsletter', order: 11 },
  Forms: { page: 'Forms and errors', order: 12 },
  Errors: { page: 'Forms and errors', order: 13 },
  Chrome: { page: 'Site-wide', order: 14 },
  Nav: { page: 'Site-wide', order: 15 },
  Footer: { page: 'Site-wide', order: 16 },
  WhatsApp: { page: 'Site-wide', order: 17 },
  Metadata: { page: 'Site-wide', order: 18 },
  JsonLd: { page: 'Site-wide', order: 19 },
  LeadMail: { page: 'Mails to visitors', order: 20 },
  BookingMail: { page: 'Mails to visitors', order: 21 },
  NewsletterMail: { page: 'Mails to visitors', order: 22 },
  Legal: { page: 'Legal', order: 23 },
} as const satisfies Record<Namespace, TextPlace>;

// The pages in the screen's order, each once.
export const TEXT_PAGE_LABELS: readonly string[] = [...new Set(orderedNamespaces().map((namespace) => TEXT_PAGES[namespace].page))];

// Texts no visitor reads, left off the screen (a key or the start of one):
// - Blog.preview: the banner of a draft's preview, which only signed-in staff open.
export const LEFT_OUT_KEYS: readonly string[] = ['Blog.preview'];

function orderedNamespaces(): Namespace[] {
  return [...NAMESPACES].sort((a, b) => TEXT_PAGES[a].order - TEXT_PAGES[b].order);
}

const isLeftOut = (key: string) => LEFT_OUT_KEYS.some((left) => key === left || key.startsWith(`${left}.`));

// Every text of a catalogue file as [key, text], in the file's order: 'Home.hero.title'.
export function flattenCatalogue(value: unknown, prefix: string): [TextKey, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => flattenCatalogue(inner, `${prefix}.${key}`));
}

export function textNamespace(key: TextKey): Namespace | null {
  const namespace = key.slice(0, key.indexOf('.'));
  return (NAMESPACES as readonly string[]).includes(namespace) ? (namespace as Namespace) : null;
}

// The section is the key's second part ('Home.hero.title': 'hero'); a namespace whose texts sit
// at its top (BookingMail.greeting) is one section, named after it.
export function textPlace(key: TextKey): { page: string; section: string } {
  const parts = key.split('.');
  const namespace = textNamespace(key);
  return { page: namespace ? TEXT_PAGES[namespace].page : '', section: parts.length > 2 ? parts[1]! : parts[0]! };
}

function buildCatalogue(): Map<TextKey, TextEntryDto> {
  const entries = new Map<TextKey, TextEntryDto>();
  for (const namespace of orderedNamespaces()) {
    for (const [key, english] of flattenCatalogue(CATALOGUE_FILES.en[namespace], namespace)) {
      if (isLeftOut(key)) continue;
      const defaults = {} as Record<Locale, string>;
      for (const locale of ALL_LOCALES) defaults[locale] = locale === PSEUDO_LOCALE ? pseudoText(english) : english;
      entries.set(key, { key, ...textPlace(key), defaults, overrides: {} });
    }
    // The other languages have every English key (i18n/messages.test.ts).
    for (const [locale, files] of Object.entries(CATALOGUE_FILES)) {
      if (locale === DEFAULT_LOCALE) continue;
      for (const [key, text] of flattenCatalogue(files[namespace], namespace)) {
        const entry = entries.get(key);
        if (entry) entry.defaults[locale as Locale] = text;
      }
    }
  }
  return entries;
}

let catalogue: Map<TextKey, TextEntryDto> | undefined;
const catalogueMap = () => (catalogue ??= buildCatalogue());

// Every text on the screen, without overrides, grouped by page in the screen's order, each page's
// texts in the catalogue's order. Fresh objects: callers may fill in the overrides.
export function catalogueEntries(): TextEntryDto[] {
  return [...catalogueMap().values()].map((entry) => ({ ...entry, defaults: { ...entry.defaults }, overrides: {} }));
}

export function isCatalogueKey(key: unknown): key is TextKey {
  return typeof key === 'string' && catalogueMap().has(key);
}

// The catalogue's text of a key in a language; undefined for a key not on the screen.
export function catalogueDefault(key: TextKey, locale: Locale): string | undefined {
  return catalogueMap().get(key)?.defaults[locale];
}
