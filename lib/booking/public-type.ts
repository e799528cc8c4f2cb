import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/locales';
import type { Channel, ConsultationTypeRecord } from './booking';

// A consultation type as the public booking pages show it: its words in the page's language
// (English where there is no translation), and only what a visitor needs.
export type PublicConsultationType = {
  id: string;
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  channel: Channel;
  serviceId: string | null;
  horizonDays: number;
};

export function pickConsultationType(record: ConsultationTypeRecord, locale: Locale): PublicConsultationType {
  return {
    id: record.id,
    slug: record.slug,
    name: pickLocalized(record.name, locale),
    description: pickLocalized(record.description, locale),
    durationMinutes: record.durationMinutes,
    channel: record.channel,
    serviceId: record.serviceId,
    horizonDays: record.horizonDays,
  };
}

// The English address of a type's booking page (localizeHref gives the German one).
export function bookingPath(slug: string): string {
  return `/book/${encodeURIComponent(slug)}`;
}
