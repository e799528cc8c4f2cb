import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { toPublicConsultationType, type PublicConsultationType } from '@/lib/booking/consultation-type';
import { activeTypeBySlug } from '@/lib/server/booking/public-types';
import type { Locale } from '@/i18n/locales';

// The active consultation type a booking page's address names, in the page's language (404
// otherwise), and the hero's line of facts: duration and channel.
export async function typeAt(params: Promise<{ type: string }>, locale: Locale): Promise<PublicConsultationType> {
  const { type } = await params;
  const record = await activeTypeBySlug(type);
  if (!record) notFound();
  return toPublicConsultationType(record, locale);
}

export async function typeFacts(type: PublicConsultationType, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  return [t('index.duration', { minutes: type.durationMinutes }), t(`channels.${type.channel}`)].join(' · ');
}
