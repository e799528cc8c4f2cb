import 'server-only';
import { cachedRead, expireCachedReads } from '@/lib/server/data-cache';
import { NEWSLETTER_CACHE_TAG } from '@/lib/server/cache-tags';
import { NEWSLETTER_SETTINGS_DEFAULTS, type NewsletterSettings } from '@/lib/newsletter/settings';
import { newsletterSettings } from './settings';

// The public pages that show the subscription box (under posts, the footer, the check's result,
// the enquiry confirmation) stay cached pages: the public layout reads the switch through Next's
// data cache under a tag of their own, which saving the settings expires, so a page that read it
// (every public page, through its layout) changes at once on the instance that saved and within a
// minute on the others (as the site settings, lib/server/site-settings/cached.ts).
const REVALIDATE_SECONDS = 60;

const cachedSettings = cachedRead(() => newsletterSettings(), 'newsletter:settings', { tags: [NEWSLETTER_CACHE_TAG], revalidate: REVALIDATE_SECONDS });

// `next build` prerenders without a database: the defaults (the box hidden). That copy is never
// served (the page cache starts empty, platform/page-cache/page-cache-handler.mjs). An instance
// that has read the settings before keeps its entry through a database outage (Next serves a
// stale entry when its refresh fails); one that never did shows no box rather than no page (every
// public page reads this in its layout; e2e/database-outage.spec.ts).
export async function newsletterSettingsForPages(): Promise<NewsletterSettings> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return NEWSLETTER_SETTINGS_DEFAULTS;
  try {
    return await cachedSettings();
  } catch (error) {
    console.error('[newsletter] could not read the settings; showing no subscription box:', error instanceof Error ? error.message : error);
    return NEWSLETTER_SETTINGS_DEFAULTS;
  }
}

// Whether the public pages show the subscription box (the public layout's read).
export async function newsletterShownOnPages(): Promise<boolean> {
  return (await newsletterSettingsForPages()).enabled;
}

// After a save: every cached page that read the switch renders again at its next request.
export function expireNewsletterPages(): void {
  expireCachedReads(NEWSLETTER_CACHE_TAG);
}
