import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import { DISPLAY_LOCALES, type Locale, type DisplayLocale } from '@/i18n/locales';
import { localizeHref } from '@/i18n/pathnames';
import type { Channel } from '@/lib/booking/booking';
import { leadFormMessages } from '@/lib/leads/form-messages';
import { weekdayNames } from '@/lib/time/format';
import type english from '@/messages/en/Booking.json';

// What the booking pages' browser parts say, in the page's language (the Booking and Forms
// catalogues). They run in the browser, so they get these texts as a prop; {name} arguments are
// filled there (i18n/fill-text.ts).
type Catalogue = typeof english;

export type BookingFieldName = 'fullName' | 'email' | 'phoneNumber' | 'whatsappNumber' | 'topic';

export type BookingTexts = {
  dateLocale: DisplayLocale;
  // Monday first: short names for the month grid's columns, long ones for screen readers.
  weekdays: { short: string[]; long: string[] };
  channels: Record<Channel, string>;
  picker: Catalogue['picker'];
  details: Catalogue['details'];
  confirmed: Catalogue['confirmed'];
  change: Catalogue['change'];
  link: Catalogue['link'];
  steps: Catalogue['steps'];
  form: {
    labels: Record<BookingFieldName, string>;
    optional: string;
    honeypot: string;
    checks: { fullName: string; email: string; invalidEmail: string; oneContact: string; consent: string };
  };
  hrefs: { privacy: string; home: string; services: string; book: string };
};

export async function bookingTexts(locale: Locale): Promise<BookingTexts> {
  const [forms, messages] = await Promise.all([getTranslations({ locale, namespace: 'Forms' }), getMessages({ locale })]);
  // Whole groups of the catalogue as they are, their {arguments} left for the browser to fill.
  const booking = messages.Booking as Catalogue;
  const errors = leadFormMessages(locale, messages);
  const dateLocale = DISPLAY_LOCALES[locale];
  return {
    dateLocale,
    weekdays: { short: weekdayNames(dateLocale, 'short'), long: weekdayNames(dateLocale, 'long') },
    channels: booking.channels,
    picker: booking.picker,
    details: booking.details,
    confirmed: booking.confirmed,
    change: booking.change,
    link: booking.link,
    steps: booking.steps,
    form: {
      labels: {
        fullName: forms('fields.fullName'),
        email: forms('fields.email'),
        phoneNumber: forms('fields.phoneNumber'),
        whatsappNumber: forms('fields.whatsappNumber'),
        topic: forms('fields.topic'),
      },
      optional: forms('optional'),
      honeypot: forms('honeypot'),
      checks: { fullName: errors.required('fullName'), email: errors.required('email'), invalidEmail: errors.invalidEmail, oneContact: errors.oneContact, consent: errors.consent },
    },
    hrefs: { privacy: localizeHref('/privacy-policy', locale), home: localizeHref('/', locale), services: localizeHref('/services', locale), book: localizeHref('/book', locale) },
  };
}
