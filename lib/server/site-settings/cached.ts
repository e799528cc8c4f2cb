import 'server-only';
import { cachedRead, expireCachedReads } from '@/lib/server/data-cache';
import { SITE_SETTINGS_CACHE_TAG } from '@/lib/server/cache-tags';
import { cache } from 'react';
import { siteConfigFrom, siteUrl, type SiteConfig } from '@/lib/site';
import type { SiteSettings } from '@/lib/site-settings/settings';
import { getSiteSettings, siteSettingsDefaults } from './settings';

// Every public page shows the firm's details (the header bar and footer through the layout; the
// contact page, the legal pages and the structured data in the page), and every one stays a
// cached page: the settings are read through Next's data cache under a tag of their own. A page
// that read them carries the tag too, so saving the settings (expireSiteSettingsPages) expires the
// entry and every page that showed it at once, on this instance; the 60 s below (also the public
// layout's `revalidate`) brings the other instances along within a minute or two.
const REVALIDATE_SECONDS = 60;

const cachedSettings = cachedRead(() => getSiteSettings(), 'site-settings', { tags: [SITE_SETTINGS_CACHE_TAG], revalidate: REVALIDATE_SECONDS });

// A page is kept as long as the shortest revalidation among the data it read: reading this
// (nothing) makes a page rendered without the stored settings short-lived.
const FALLBACK_SECONDS = 10;
const shortLived = cachedRead(async () => true, 'site-settings-fallback', { revalidate: FALLBACK_SECONDS });

// After a failed read, the renders of the next few seconds take the fallback at once instead of
// each waiting out the database again (a page reads the settings in its metadata, layout and
// body): every answer during an outage stays within the time of one database wait.
const RETRY_AFTER_FAILURE_MS = 5000;
let failedAt = -Infinity;

// What a page shows when the settings cannot be read:
// - `next build` prerenders without a database: the environment's values. That copy is never
//   served (the page cache starts empty, platform/page-cache/page-cache-handler.mjs).
// - An instance that has read them before keeps its data-cache entry: Next serves a stale entry
//   when its refresh fails, so a database outage changes nothing there.
// - An instance that never read them (started during an outage): the environment's values, so
//   the site stays up (e2e/database-outage.spec.ts). Such a page is kept for 10 s only, so the
//   stored values are back within seconds of the database.
// One read per render (React's cache): the metadata, the layout and the page share it.
const readForPages = cache(async (): Promise<SiteSettings> => {
  if (process.env.NEXT_PHASE === 'phase-production-build') return siteSettingsDefaults();
  if (Date.now() - failedAt < RETRY_AFTER_FAILURE_MS) return fallback();
  try {
    return await cachedSettings();
  } catch (error) {
    failedAt = Date.now();
    console.error('[site-settings] could not read the settings; showing the environment’s values:', error instanceof Error ? error.message : error);
    return fallback();
  }
});

// Another read of a render found the database out of reach: the error page that render turns
// into reads the settings too, and would wait out the database a second time (a search during an
// outage took 6 s to answer 503, not 3). Taken as a failed read of the settings themselves.
export function noteDatabaseUnavailable(): void {
  failedAt = Date.now();
}

// Whether a read failed for want of the database in the last few seconds: a render that only
// decorates with a figure (the blog list's rel next link) then goes without it instead of waiting
// out the database again.
export function databaseRecentlyUnavailable(): boolean {
  return Date.now() - failedAt < RETRY_AFTER_FAILURE_MS;
}

async function fallback(): Promise<SiteSettings> {
  await shortLived();
  return siteSettingsDefaults();
}

export async function siteSettingsForPages(): Promise<SiteConfig> {
  return siteConfigFrom(await readForPages(), siteUrl());
}

export function expireSiteSettingsPages(): void {
  expireCachedReads(SITE_SETTINGS_CACHE_TAG);
}
