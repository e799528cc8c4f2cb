import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { expirePublicPage, expirePublicPages } from '@/lib/server/public-page-cache';
import { cache } from 'react';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { defaultServices, fallbackServices } from '@/lib/services/defaults';
import { type ServiceContent, type ServiceId } from '@/lib/services/service';
import { readServices } from './store';

// The home page, /services and each service's page show the services as administrators saved
// them, and stay cached pages: the services are read through Next's data cache under a tag of
// their own, which saving a service expires (with those pages), so a change shows at once on the
// instance that saved and within a minute on the others.
export const SERVICES_CACHE_TAG = 'services';
// Also the pages' own `revalidate` (a route segment option must be a literal there).
const REVALIDATE_SECONDS = 60;

const cachedServices = unstable_cache(() => readServices(), ['services:all'], { tags: [SERVICES_CACHE_TAG], revalidate: REVALIDATE_SECONDS });

// - `next build` prerenders the pages without a database: they get the defaults. That copy is never
//   served (the page cache handler starts empty, so each start renders the pages again).
// - Once read, the services stay in the data cache; when a refresh fails (the database is down),
//   Next keeps the last copy.
// - Read for the first time while the database is out of reach (a start during an outage): the
//   default texts without the funds amount (lib/services/defaults.ts fallbackServices), so the
//   home page and the services stay up; the page is rendered again within a minute once the
//   database is back (the pages' revalidate), since a failed read is not cached.
// One read per render (React's cache), however many parts of the page ask.
export const servicesForPages = cache(async (): Promise<ServiceContent[]> => {
  if (process.env.NEXT_PHASE === 'phase-production-build') return defaultServices();
  try {
    return await cachedServices();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[services] the stored services cannot be read; pages show the defaults:', (error as Error).message);
    return fallbackServices();
  }
});

export async function serviceForPage(id: ServiceId): Promise<ServiceContent> {
  const service = (await servicesForPages()).find((candidate) => candidate.id === id);
  if (!service) throw new Error(`No service ${id}`);
  return service;
}

// After a save: the cached services and every page that shows them.
export function expireServicePages(): void {
  revalidateTag(SERVICES_CACHE_TAG, { expire: 0 });
  expirePublicPage('/');
  expirePublicPage('/services');
  // Each service's page, every language (a German address has the service's German slug).
  expirePublicPages('/services/[slug]');
}
