import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { bookingContact } from '@/components/site/booking/booking-contact';
import { BookingLinkPage } from '@/components/site/booking/booking-link-page';
import { bookingTexts } from '@/components/site/booking/booking-texts';
import { bookingLinkView } from '@/lib/server/booking/link-view';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { BookingSteps } from '@/components/site/booking/booking-steps';
import { readStepsQuery } from '@/lib/booking/booking-steps';
import { bookingStepsView } from '@/lib/server/booking/steps-view';
import { zoneChoices } from '@/lib/time/zones';
import { cancelBookingAction, rescheduleBookingAction } from './actions';

// The two pages a booking mail's links open (/book/reschedule?token=… and /book/cancel?token=…):
// rendered per request (they read the token; proxy.ts lists them), never indexed. Opening one
// changes nothing: its form posts to the page's Server Action (./actions.ts), which spends the token.
export type BookingLinkAction = 'reschedule' | 'cancel';
type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const HEADINGS = {
  reschedule: { title: 'change.rescheduleHeading', description: 'change.rescheduleIntro' },
  cancel: { title: 'change.cancelHeading', description: 'change.cancelIntro' },
} as const;

export async function bookingLinkMetadata(action: BookingLinkAction, params: Params): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const metadata = await sitePageMetadata({ locale, title: t(HEADINGS[action].title), description: t(HEADINGS[action].description), path: `/book/${action}` });
  return { ...metadata, robots: { index: false, follow: false } };
}

export async function BookingLinkRoute({ action, params, searchParams }: { action: BookingLinkAction; params: Params; searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : undefined;
  const [view, site, t, texts] = await Promise.all([bookingLinkView(token, action, { changed: query.done === '1' }), siteSettingsForPages(), getTranslations({ locale, namespace: 'Booking' }), bookingTexts(locale)]);
  const contact = await bookingContact(site, locale);
  const formAction = (action === 'reschedule' ? rescheduleBookingAction : cancelBookingAction).bind(null, locale);
  // Moving without scripts: the picker's steps as this page's own addresses, the token carried.
  const withoutScripts =
    action === 'reschedule' && view.kind === 'open' ? (
      <BookingSteps
        view={await bookingStepsView(readStepsQuery(query), {
          typeId: view.booking.typeId,
          horizonDays: view.booking.horizonDays,
          defaultZone: view.booking.timeZone,
          moving: { bookingId: view.bookingId, start: view.booking.start },
        })}
        path={localizeHref('/book/reschedule', locale)}
        carry={{ token: view.token }}
        typeName={view.booking.typeName}
        channel={view.booking.channel}
        form={{ kind: 'move', action: formAction, token: view.token, contact }}
        zones={zoneChoices(texts.dateLocale, new Date(), view.booking.timeZone)}
        texts={texts}
      />
    ) : undefined;
  return <BookingLinkPage action={action} formAction={formAction} view={view} eyebrow={t('index.eyebrow')} texts={texts} contact={contact} withoutScripts={withoutScripts} />;
}
