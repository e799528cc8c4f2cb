import 'server-only';
import { cache } from 'react';
import { bookingPath, type ConsultationTypeRecord } from '@/lib/booking/consultation-type';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { listConsultationTypes } from './catalog';

// The active consultation types as the public pages read them (/book, /book/[type], the service
// pages' "Book a consultation", the sitemap). The pages are cached: the back office's writes
// expire them (lib/server/booking/setup-store.ts) and they refresh within a minute anyway.
// - `next build` prerenders without a database: no types then (that copy is never served, the
//   page cache starts empty on each start).
// - During an outage: none, so a service page still renders with its link to /book.
// One read per render (React's cache), however many parts of the page ask.
export const activeConsultationTypes = cache(async (): Promise<ConsultationTypeRecord[]> => {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  try {
    return await listConsultationTypes({ activeOnly: true });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[booking] the consultation types cannot be read:', (error as Error).message);
    return [];
  }
});

// The first active type of a service (the administrators' order), where its page links to.
export async function firstTypeOfService(serviceId: string): Promise<ConsultationTypeRecord | null> {
  return (await activeConsultationTypes()).find((type) => type.serviceId === serviceId) ?? null;
}

export async function activeTypeBySlug(slug: string): Promise<ConsultationTypeRecord | null> {
  return (await activeConsultationTypes()).find((type) => type.slug === slug) ?? null;
}

// Where a service's "Book a consultation" leads, in the page's language: its first active type's
// page, else the list of all consultations.
export async function bookingHrefForService(serviceId: string, locale: Locale): Promise<string> {
  const type = await firstTypeOfService(serviceId);
  return localizeHref(type ? bookingPath(type.slug) : '/book', locale);
}
