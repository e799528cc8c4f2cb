import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingSteps } from '@/components/site/booking/booking-steps';
import { bookingTexts } from '@/components/site/booking/booking-texts';
import { BookingTypePage } from '@/components/site/booking/booking-type-page';
import { readStepsQuery } from '@/lib/booking/booking-steps';
import { bookingPath } from '@/lib/booking/consultation-type';
import { bookingStepsView } from '@/lib/server/booking/steps-view';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { zoneChoices } from '@/lib/time/zones';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { bookConsultationAction } from '../../actions';
import { typeAt, typeFacts } from '../type-at';

// The booking picker's steps as pages (issue 41): /book/{slug}/times?zone=&month=&day=&time=
// (German /de/termin/{slug}/zeiten). The type's own page links here until its scripts run, so a
// visitor without scripts books the same way: the zone, the month, the day and the time are links
// and GET forms, the details one POST. Rendered per request (the free times and the query; proxy.ts
// lists it), never indexed.
type Params = Promise<{ locale: string; type: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [type, t] = await Promise.all([typeAt(params, locale), getTranslations({ locale, namespace: 'Booking.metadata' })]);
  const metadata = await sitePageMetadata({ locale, title: type.name, description: t('typeDescription', { name: type.name }), path: `${bookingPath(type.slug)}/times` });
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function BookingTimesPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const [type, t, texts, query] = await Promise.all([typeAt(params, locale), getTranslations({ locale, namespace: 'Booking' }), bookingTexts(locale), searchParams]);
  const view = await bookingStepsView(readStepsQuery(query), { typeId: type.id, horizonDays: type.horizonDays });
  return (
    <BookingTypePage type={type} facts={await typeFacts(type, locale)} eyebrow={t('index.heading')} back={{ label: t('type.back'), href: texts.hrefs.book }}>
      <BookingSteps
        view={view}
        path={localizeHref(`${bookingPath(type.slug)}/times`, locale)}
        typeName={type.name}
        channel={type.channel}
        form={{ kind: 'book', action: bookConsultationAction.bind(null, locale), typeId: type.id }}
        zones={zoneChoices(texts.dateLocale, new Date(), view.zone)}
        texts={texts}
      />
    </BookingTypePage>
  );
}
