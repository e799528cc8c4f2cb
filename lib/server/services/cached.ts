import 'server-only';
import { cachedRead, expireCachedReads } from '@/lib/server/data-cache';
import { SERVICES_CACHE_TAG } from '@/lib/server/cache-tags';
import { expireCheckPages, expirePublicPage, expirePublicPages } from '@/lib/server/public-page-cache';
import { cache } from 'react';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { defaultServiceRecords, fallbackServiceRecords } from '@/lib/services/defaults';
import { getTranslations } from 'next-intl/server';
import { pickService, serviceForSlug, serviceSlug } from '@/lib/services/localize';
import { servicePath, type ServiceContent, type ServiceId, type ServiceRecord } from '@/lib/services/service';
import { readServiceRecords } from './store';

// The home page, /services and each service's page show the services as administrators saved
// them, and stay cached pages: the services are read through Next's data cache under a tag of
// their own, which saving a service expires (with those pages), so a change shows at once on the
// instance that saved and within a minute on the others.
// Also the pages' own `revalidate` (a route segment option must be a literal there).
const REVALIDATE_SECONDS = 60;

// Every language in one entry: the pages pick theirs (a few small documents).
const cachedServices = cachedRead(() => readServiceRecords(), 'services:all-languages', { tags: [SERVICES_CACHE_TAG], revalidate: REVALIDATE_SECONDS });

// - `next build` prerenders the pages without a database: they get the defaults. That copy is never
//   served (the page cache handler starts empty, so each start renders the pages again).
// - Once read, the services stay in the data cache; when a refresh fails (the database is down),
//   Next keeps the last copy.
// - Read for the first time while the database is out of reach (a start during an outage): the
//   default texts without the funds amount (lib/services/defaults.ts fallbackServices), so the
//   home page and the services stay up; the page is rendered again within a minute once the
//   database is back (the pages' revalidate), since a failed read is not cached.
// One read per render (React's cache), however many parts of the page ask.
const serviceRecordsForPages = cache(async (): Promise<ServiceRecord[]> => {
  if (process.env.NEXT_PHASE === 'phase-production-build') return defaultServiceRecords();
  try {
    return await cachedServices();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[services] the stored services cannot be read; pages show the defaults:', (error as Error).message);
    return fallbackServiceRecords();
  }
});

// The main button's words are fixed copy (the Services catalogue, one per service), not the
// firm's text: set here so every page that shows a service shows them in its language.
function withCta(service: ServiceContent, t: Awaited<ReturnType<typeof getTranslations<'Services'>>>): ServiceContent {
  return { ...service, ctaLabel: t(`cta.${service.id}`) };
}

// The services as a page in `locale` shows them: plain texts in that language (English where
// the firm has not written one).
export async function servicesForPages(locale: Locale = DEFAULT_LOCALE): Promise<ServiceContent[]> {
  const [records, t] = await Promise.all([serviceRecordsForPages(), getTranslations({ locale, namespace: 'Services' })]);
  return records.map((record) => withCta(pickService(record, locale), t));
}

export async function serviceForPage(id: ServiceId, locale: Locale = DEFAULT_LOCALE): Promise<ServiceContent> {
  const record = (await serviceRecordsForPages()).find((candidate) => candidate.id === id);
  if (!record) throw new Error(`No service ${id}`);
  return withCta(pickService(record, locale), await getTranslations({ locale, namespace: 'Services' }));
}

// The service whose address in `locale` has this slug; null when none has.
export async function serviceAtSlug(slug: string, locale: Locale): Promise<ServiceContent | null> {
  const record = serviceForSlug(await serviceRecordsForPages(), slug, locale);
  return record ? withCta(pickService(record, locale), await getTranslations({ locale, namespace: 'Services' })) : null;
}

// Each service's page in `locale` by its English address ('/services/family-reunification' →
// '/de/leistungen/familiennachzug'), for links written from the English address (the footer's):
// the service's slug in a language is the firm's, so localizeHref alone would give the id's
// address, which only redirects there. Every page whose chrome reads this carries the services'
// tag, so a save that changes a slug expires their links too.
export async function servicePagesForLinks(locale: Locale): Promise<Record<string, string>> {
  const records = await serviceRecordsForPages();
  return Object.fromEntries(records.map((record) => [servicePath(record.id), servicePath(record.id, locale, serviceSlug(record, locale))]));
}

// After a save: the cached services and every page that shows them.
export function expireServicePages(): void {
  expireCachedReads(SERVICES_CACHE_TAG);
  expirePublicPage('/');
  expirePublicPage('/services');
  // Each service's page, every language (a German address has the service's German slug).
  expirePublicPages('/services/[slug]');
  // The points check's cached pages show the Opportunity Card's funds figure.
  expireCheckPages();
}
