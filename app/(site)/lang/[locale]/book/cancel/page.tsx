import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { bookingContact } from '@/components/site/booking/booking-contact';
import { BookingLinkPage } from '@/components/site/booking/booking-link-page';
import { bookingTexts } from '@/components/site/booking/booking-texts';
import { bookingLinkView } from '@/lib/server/booking/link-view';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';

// The page a booking mail's "Cancel" link opens (/book/cancel?token=…): rendered per request
// (it reads the token; proxy.ts lists it), never indexed. Opening it changes nothing: the button
// posts to the API, which spends the token.
type Params = Promise<{ locale: string }>;
type SearchParams = Promise<{ token?: string | string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const metadata = await sitePageMetadata({ locale, title: t('change.cancelHeading'), description: t('change.cancelIntro'), path: '/book/cancel' });
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function CancelBookingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const { token } = await searchParams;
  const [view, site, t, texts] = await Promise.all([
    bookingLinkView(typeof token === 'string' ? token : undefined, 'cancel'),
    siteSettingsForPages(),
    getTranslations({ locale, namespace: 'Booking' }),
    bookingTexts(locale),
  ]);
  return <BookingLinkPage action="cancel" view={view} eyebrow={t('index.eyebrow')} texts={texts} contact={await bookingContact(site, locale)} />;
}
