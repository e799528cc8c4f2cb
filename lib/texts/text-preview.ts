import type { Messages } from 'next-intl';
import type { Namespace } from '@/i18n/messages';
import { localizeHref } from '@/i18n/pathnames';
import { isLocale, type Locale } from '@/i18n/locales';
import type { TextKey } from './text-entry';

// The Texts screen's preview (issue 45): the public page that shows a text, opened in draft mode
// with the unsaved wording in a cookie (app/(admin)/admin/texts/preview/actions.ts), which the
// request config lays over the messages (i18n/preview-draft.ts).

// The English address of the page each namespace's texts are read on. Every namespace is listed
// (a new one must say where it shows); null: no page shows it (the mails to visitors, the error
// texts shown only when something fails).
const NAMESPACE_PAGES: Record<Namespace, string | null> = {
  Metadata: '/',
  Chrome: '/',
  Nav: '/',
  Footer: '/',
  Errors: null,
  Home: '/',
  About: '/about',
  Services: '/services',
  Enquiry: '/contact',
  WhatsApp: '/',
  JsonLd: '/',
  Legal: '/privacy-policy',
  Contact: '/contact',
  Forms: '/contact',
  LeadMail: null,
  Blog: '/blog',
  OpportunityRules: '/services/opportunity-card/check',
  OpportunityCheck: '/services/opportunity-card/check',
  Checklists: '/checklists',
  Booking: '/book',
  BookingMail: null,
  Newsletter: '/blog',
  NewsletterMail: null,
};

// Parts of a namespace read on a page of their own (the longest matching key wins).
const PART_PAGES: Record<string, string | null> = {
  'Newsletter.mail': null,
  'Newsletter.confirmPage': '/newsletter/confirm',
  'Newsletter.unsubscribePage': '/newsletter/unsubscribe',
};

// The English address of the page that shows the text, or null.
export function previewPath(key: TextKey): string | null {
  const parts = Object.keys(PART_PAGES)
    .filter((part) => key === part || key.startsWith(`${part}.`))
    .sort((a, b) => b.length - a.length);
  if (parts[0] !== undefined) return PART_PAGES[parts[0]] ?? null;
  const namespace = key.split('.')[0] as Namespace;
  return Object.hasOwn(NAMESPACE_PAGES, namespace) ? NAMESPACE_PAGES[namespace] : null;
}

// The page's address in the text's language ('/de/ueber-uns' for a German About text), or null.
export function previewAddress(key: TextKey, locale: Locale): string | null {
  const path = previewPath(key);
  return path === null ? null : localizeHref(path, locale);
}

// The preview's draft: one text in one language, as the cookie holds it.
export const PREVIEW_DRAFT_COOKIE = 'text-preview-draft';
// A browser keeps a cookie of at most 4096 bytes, name and attributes included.
export const PREVIEW_DRAFT_MAX_BYTES = 3800;
// The draft lasts as long as someone looks at it; draft mode itself ends with the browser session.
export const PREVIEW_DRAFT_SECONDS = 30 * 60;

export type PreviewDraft = { locale: Locale; key: TextKey; value: string };

export function encodePreviewDraft(draft: PreviewDraft): string {
  return encodeURIComponent(JSON.stringify([draft.locale, draft.key, draft.value]));
}

// The draft a cookie holds, or null for anything else.
export function decodePreviewDraft(raw: string | undefined): PreviewDraft | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [locale, key, value] = parsed as unknown[];
    if (!isLocale(locale) || typeof key !== 'string' || typeof value !== 'string') return null;
    return { locale, key, value };
  } catch {
    return null;
  }
}

// The catalogue text at `key` ('Home.hero.title'), or undefined where there is no text.
export function textAt(messages: Messages | Record<string, unknown>, key: TextKey): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// The messages with the text at `key` replaced; the same messages where there is no such text. A
// copy along the key's path only: the catalogue itself is shared by every request.
export function withText<M extends Messages | Record<string, unknown>>(messages: M, key: TextKey, value: string): M {
  if (textAt(messages, key) === undefined) return messages;
  const replace = (node: Record<string, unknown>, [part, ...rest]: string[]): Record<string, unknown> => ({
    ...node,
    [part!]: rest.length === 0 ? value : replace(node[part!] as Record<string, unknown>, rest),
  });
  return replace(messages as unknown as Record<string, unknown>, key.split('.')) as unknown as M;
}
