import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { NEWSLETTER_SETTINGS_DEFAULTS, type NewsletterSettings } from '@/lib/newsletter/settings';
import { newsletterSettings } from './settings';

// The public pages that will show the subscription box (under posts, the footer, the check's
// result, the enquiry confirmation: a later slice) stay cached pages: they read the switch through
// Next's data cache under a tag of their own, which saving the settings expires, so a page that
// read it changes at once on the instance that saved and within a minute on the others (as the
// site settings, lib/server/site-settings/cached.ts).
export const NEWSLETTER_CACHE_TAG = 'newsletter-settings';
const REVALIDATE_SECONDS = 60;

const cachedSettings = unstable_cache(() => newsletterSettings(), ['newsletter:settings'], { tags: [NEWSLETTER_CACHE_TAG], revalidate: REVALIDATE_SECONDS });

// `next build` prerenders without a database: the defaults (the box hidden). That copy is never
// served (the page cache starts empty, platform/page-cache/page-cache-handler.mjs).
export async function newsletterSettingsForPages(): Promise<NewsletterSettings> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return NEWSLETTER_SETTINGS_DEFAULTS;
  return cachedSettings();
}

// After a save: every cached page that read the switch renders again at its next request.
export function expireNewsletterPages(): void {
  revalidateTag(NEWSLETTER_CACHE_TAG, { expire: 0 });
}
