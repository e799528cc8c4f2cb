import 'server-only';
import { cachedRead, expireCachedReads } from '@/lib/server/data-cache';
import { RETENTION_CACHE_TAG } from '@/lib/server/cache-tags';
import { expirePublicPage } from '@/lib/server/public-page-cache';
import { RETENTION_DEFAULTS, type RetentionSettings } from '@/lib/retention/settings';
import { getRetentionSettings } from './settings';

// The privacy policy and the data-protection page state the retention periods the job applies,
// read from the same document. They stay cached pages: the settings are read through Next's data
// cache under a tag of their own, which saving the settings expires (with the two pages), so the
// pages change at once on the instance that saved and within a minute on the others.
export const RETENTION_PAGES = ['/privacy-policy', '/data-protection'] as const;
// Also the pages' own `revalidate` (a route segment option must be a literal there).
const REVALIDATE_SECONDS = 60;

const cachedSettings = cachedRead(() => getRetentionSettings(), 'retention:settings', { tags: [RETENTION_CACHE_TAG], revalidate: REVALIDATE_SECONDS });

// `next build` prerenders the pages without a database: it gets the defaults. That copy is never
// served: with our page cache (platform/page-cache/page-cache-handler.mjs) a prerendered page is
// rendered again on its first request after a start, and that render reads the database. A read
// that fails (the database is down) fails the render, which answers 503
// (platform/unavailable-status.ts) rather than periods the job may not apply.
export async function retentionSettingsForPages(): Promise<RetentionSettings> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return RETENTION_DEFAULTS;
  return cachedSettings();
}

export function expireRetentionPages(): void {
  expireCachedReads(RETENTION_CACHE_TAG);
  for (const path of RETENTION_PAGES) expirePublicPage(path);
}
