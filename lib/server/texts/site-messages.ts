import 'server-only';
import mongoose from 'mongoose';
import type { Messages } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { LOCALES, type Locale } from '@/i18n/locales';
import { isCatalogueKey } from '@/lib/texts/catalogue';
import { withTextOverrides } from '@/lib/texts/merge';
import type { TextKey } from '@/lib/texts/text-entry';
import { TEXTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { cachedRead, expireCachedReads, memoryCachedRead } from '@/lib/server/data-cache';
import { connectDb } from '@/lib/server/db';
import { TextOverride } from '@/models/text-override';
import { textsLanguageTag } from './pages';

// The texts a visitor reads in a language: the catalogue (i18n/messages.ts loadMessages) with the
// firm's wording over it (issue 45). The pages get them through next-intl's request config
// (i18n/request.ts), the mails and the public actions by calling this. The pseudo-locale's
// overrides apply over its transformed English, like any language's.

// How long another instance may show a text from before a change it did not see, at most: the
// watch (lib/server/texts/watch.ts) expires the read within seconds of a change anywhere.
const REVALIDATE_SECONDS = 300;

async function readOverrides(locale: Locale): Promise<[TextKey, string][]> {
  await connectDb();
  const stored = await TextOverride.find({ locale }).select(['key', 'value']).lean();
  // A key that left the catalogue is ignored, and listed nowhere.
  return stored.filter((override) => isCatalogueKey(override.key)).map((override) => [override.key, override.value]);
}

// In this process's memory, not in Next's data cache: a page that read it there would carry its
// tag, and a change of one text would expire every page of every language. Cached pages read it
// only when they render; nothing reads the database per request.
const overridesOf = memoryCachedRead(readOverrides, { tag: TEXTS_CACHE_TAG, revalidate: REVALIDATE_SECONDS, waitAfterWriteMs: 1000 });

// - `next build` prerenders the pages without a database: the catalogue (that copy is never served,
//   lib/server/services/cached.ts says why).
// - Read for the first time while the database is out of reach: the catalogue, so the pages and
//   the mails stay up; once read, the last overrides stay while a refresh fails.
// - A render never waits for a database that is not connected: it gets the last texts read, or
//   the catalogue, while the read goes on behind it. Waiting there made every render in an outage
//   (a page, then its error page) wait for the database before its own reads did: /blog's 503 came
//   after 5.6 and 9 s instead of 2.5 s and 45 ms (e2e/database-outage.spec.ts). A language served
//   the catalogue so has its pages expired once its texts are read, so none keeps the defaults.
const lastRead = new Map<Locale, [TextKey, string][]>();
const servedWithout = new Set<Locale>();

function readBehind(locale: Locale): void {
  overridesOf(locale)
    .then((overrides) => {
      lastRead.set(locale, overrides);
      if (servedWithout.delete(locale) && overrides.length) expireCachedReads(TEXTS_CACHE_TAG, textsLanguageTag(locale));
    })
    .catch((error: unknown) => console.error('[texts] the firm’s texts cannot be read; the catalogue’s are shown:', error instanceof Error ? error.message : error));
}

async function overridesFor(locale: Locale): Promise<[TextKey, string][]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) {
    const last = lastRead.get(locale);
    if (!last) servedWithout.add(locale);
    readBehind(locale);
    return last ?? [];
  }
  try {
    const overrides = await overridesOf(locale);
    lastRead.set(locale, overrides);
    return overrides;
  } catch (error) {
    console.error('[texts] the firm’s texts cannot be read; the catalogue’s are shown:', error instanceof Error ? error.message : error);
    return lastRead.get(locale) ?? [];
  }
}

// Reads every language's texts when the server starts (the texts watch's first run), so the first
// pages do not wait for them, and an outage from the start is known before the first request.
export async function warmTextOverrides(): Promise<void> {
  await Promise.all(LOCALES.map((locale) => overridesFor(locale)));
}

export async function loadSiteMessages(locale: Locale): Promise<Messages> {
  const [messages, overrides] = await Promise.all([loadMessages(locale), overridesFor(locale)]);
  return overrides.length ? withTextOverrides(messages, overrides) : messages;
}

// Gives the page being rendered the language's tag (textsLanguageTag): a tag of a data-cache read
// made while a page renders becomes the page's own. The read itself holds nothing.
const marks = new Map<Locale, () => Promise<boolean>>();

export async function markTextPages(locale: Locale): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  let mark = marks.get(locale);
  if (!mark) marks.set(locale, (mark = cachedRead(async () => true, `texts-pages:${locale}`, { tags: [textsLanguageTag(locale)], revalidate: 365 * 24 * 60 * 60 })));
  try {
    await mark();
  } catch {
    // Outside a request with no page cache (a script): there is no page to tag.
  }
}
