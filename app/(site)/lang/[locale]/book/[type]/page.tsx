import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { bookingContact } from '@/components/site/booking/booking-contact';
import { bookingTexts } from '@/components/site/booking/booking-texts';
import { BookingTypePage } from '@/components/site/booking/booking-type-page';
import { bookingPath, pickConsultationType, type PublicConsultationType } from '@/lib/booking/public-type';
import { activeTypeBySlug } from '@/lib/server/booking/public-types';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/pathnames';
import { bookConsultationAction } from '../actions';

// One page per active consultation type and language: /book/{slug}, /de/termin/{slug} (the slug is
// the same in every language). Rendered on its first request (the build has no database), then
// cached: saving a type expires it (lib/server/booking/setup-store.ts), and it is refreshed after a
// minute at most. The free times are not in the page: the picker fetches them from the API.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; type: string }>;

async function typeAt(params: Params, locale: Locale): Promise<PublicConsultationType> {
  const { type } = await params;
  const record = await activeTypeBySlug(type);
  if (!record) notFound();
  return pickConsultationType(record, locale);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [type, t] = await Promise.all([typeAt(params, locale), getTranslations({ locale, namespace: 'Booking.metadata' })]);
  return sitePageMetadata({ locale, title: type.name, description: t('typeDescription', { name: type.name }), path: bookingPath(type.slug) });
}

export default async function BookTypePage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const site = siteSettingsForPages();
  site.catch(() => undefined);
  const [type, t, texts] = await Promise.all([typeAt(params, locale), getTranslations({ locale, namespace: 'Booking' }), bookingTexts(locale)]);
  const facts = [t('index.duration', { minutes: type.durationMinutes }), t(`channels.${type.channel}`)].join(' · ');
  return (
    <BookingTypePage
      type={type}
      facts={facts}
      eyebrow={t('index.heading')}
      backLabel={t('type.back')}
      mode={{ kind: 'book', typeId: type.id }}
      action={bookConsultationAction.bind(null, locale)}
      texts={texts}
      contact={await bookingContact(await site, locale)}
    />
  );
}
