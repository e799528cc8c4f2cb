import { getTranslations } from 'next-intl/server';
import { BookingIndex, type BookingIndexEntry } from '@/components/site/booking/booking-index';
import { bookingContact } from '@/components/site/booking/booking-contact';
import { bookingPath, toPublicConsultationType } from '@/lib/booking/consultation-type';
import { activeConsultationTypes } from '@/lib/server/booking/public-types';
import { servicesForPages } from '@/lib/server/services/cached';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { formatFee } from '@/lib/services/fee';
import { pageLocale } from '@/i18n/page-locale';
import { DISPLAY_LOCALES } from '@/i18n/locales';
import { localizeHref } from '@/i18n/pathnames';

// The consultations a visitor can book: a cached page like the services', expired when the back
// office saves a consultation type (lib/server/booking/setup-store.ts) and refreshed after a
// minute at most.
export const revalidate = 60;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Booking.metadata' });
  return sitePageMetadata({ locale, title: t('title'), description: t('description'), path: '/book' });
}

export default async function BookPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [records, services, site, t, servicesT] = await Promise.all([
    activeConsultationTypes(),
    servicesForPages(locale),
    siteSettingsForPages(),
    getTranslations({ locale, namespace: 'Booking' }),
    getTranslations({ locale, namespace: 'Services' }),
  ]);
  const feeWords = { onRequest: servicesT('fee.onRequest'), from: servicesT.raw('fee.from') as string };
  const feeOf = (serviceId: string | null) => {
    const service = services.find((candidate) => candidate.id === serviceId);
    return service ? formatFee(service.fee, feeWords, DISPLAY_LOCALES[locale]) : null;
  };
  const entries: BookingIndexEntry[] = records.map((record) => {
    const type = toPublicConsultationType(record, locale);
    return {
      id: type.id,
      name: type.name,
      description: type.description,
      duration: t('index.duration', { minutes: type.durationMinutes }),
      channel: type.channel,
      fee: feeOf(type.serviceId),
      href: localizeHref(bookingPath(type.slug), locale),
    };
  });
  const texts = {
    eyebrow: t('index.eyebrow'),
    heading: t('index.heading'),
    intro: t('index.intro'),
    listHeading: t('index.listHeading'),
    durationLabel: t('index.durationLabel'),
    channelLabel: t('index.channelLabel'),
    feeLabel: t('index.feeLabel'),
    choose: t('index.choose'),
    emptyHeading: t('index.emptyHeading'),
    emptyText: t('index.emptyText'),
    channels: { video: t('channels.video'), phone: t('channels.phone'), whatsapp: t('channels.whatsapp'), office: t('channels.office') },
  };
  return <BookingIndex entries={entries} texts={texts} contact={await bookingContact(site, locale)} />;
}
