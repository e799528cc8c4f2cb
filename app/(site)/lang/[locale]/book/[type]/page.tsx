import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { bookingContact } from '@/components/site/booking/booking-contact';
import { BookingPicker } from '@/components/site/booking/booking-picker';
import { bookingTexts } from '@/components/site/booking/booking-texts';
import { BookingTypePage } from '@/components/site/booking/booking-type-page';
import { bookingPath } from '@/lib/booking/consultation-type';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { bookConsultationAction } from '../actions';
import { typeAt, typeFacts } from './type-at';

// One page per active consultation type and language: /book/{slug}, /de/termin/{slug} (the slug is
// the same in every language). Rendered on its first request (the build has no database), then
// cached: saving a type expires it (lib/server/booking/setup-store.ts), and it is refreshed after a
// minute at most. The free times are not in the page: the picker fetches them from the API. Until
// its scripts run (or without them) the picker offers the same steps as pages (./times).
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; type: string }>;

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
  const withoutScripts = (
    <section aria-labelledby="booking-step-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8" data-booking-step="without-scripts">
      <h2 id="booking-step-heading" className="text-2xl font-bold text-slate-900">
        {texts.picker.pickHeading}
      </h2>
      <p className="mt-4 text-slate-700">{texts.steps.fallbackHint}</p>
      <Link href={localizeHref(`${bookingPath(type.slug)}/times`, locale)} className={`${buttonClass('primary')} mt-4`}>
        {texts.steps.fallbackLink}
      </Link>
    </section>
  );
  return (
    <BookingTypePage type={type} facts={await typeFacts(type, locale)} eyebrow={t('index.heading')} back={{ label: t('type.back'), href: texts.hrefs.book }}>
      <BookingPicker
        mode={{ kind: 'book', typeId: type.id }}
        action={bookConsultationAction.bind(null, locale)}
        typeName={type.name}
        channel={type.channel}
        horizonDays={type.horizonDays}
        texts={texts}
        contact={await bookingContact(await site, locale)}
        withoutScripts={withoutScripts}
      />
    </BookingTypePage>
  );
}
