import 'server-only';
import { cachedRead, expireCachedReads } from '@/lib/server/data-cache';
import { TESTIMONIALS_CACHE_TAG } from '@/lib/server/cache-tags';
import { expirePublicPage } from '@/lib/server/public-page-cache';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import type { PublicTestimonial } from '@/lib/testimonials/testimonial';
import { listPublicTestimonials } from './queries';

// The home page stays a cached page: its testimonials are read through Next's data cache under a
// tag of their own, which every testimonial write expires (with the page), so a change shows at
// once on the instance that made it and within a minute on the others.
export const TESTIMONIAL_PAGES = ['/'] as const;

// One entry per language (the arguments are part of the key).
const cachedPublicTestimonials = cachedRead((locale: Locale) => listPublicTestimonials(locale), 'testimonials:public', {
  tags: [TESTIMONIALS_CACHE_TAG],
  revalidate: 60,
});

// `next build` prerenders the home page without a database: none (that copy is never served:
// each start renders the page again on its first request). When the database cannot be reached,
// a list already in the data cache is used, even past its minute; with none, the page shows no
// testimonials section rather than failing the home page, and is rendered again within a minute
// once the database is back.
export async function testimonialsForPage(locale: Locale = DEFAULT_LOCALE): Promise<PublicTestimonial[]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  try {
    return await cachedPublicTestimonials(locale);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[home] the testimonials could not be read (database unavailable); showing the page without them');
    return [];
  }
}

export function expireTestimonialPages(): void {
  expireCachedReads(TESTIMONIALS_CACHE_TAG);
  for (const path of TESTIMONIAL_PAGES) expirePublicPage(path);
}
