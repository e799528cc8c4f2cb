import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import { localizeHref } from '@/i18n/pathnames';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { whatsappTextsFor, type WhatsAppTexts } from '@/lib/content/whatsapp-messages';
import type { ServiceContent } from '@/lib/services/service';

// Everything the enquiry dialog and the Enquire buttons say, in the page's language (Enquiry,
// Services and WhatsApp in the catalogue). They run in the browser, so they get these texts as a
// prop rather than the catalogue; texts with {service} are filled there (i18n/fill-text.ts).
export type EnquiryTexts = {
  eyebrow: string;
  close: string;
  description: string;
  fields: { name: string; contact: string; email: string; city: string; message: string };
  // Said after the label of a field that may be left empty (the contact number of a self-check's enquiry).
  optional: string;
  submit: string;
  submitting: string;
  privacyBefore: string;
  privacyLink: string;
  privacyAfter: string;
  privacyHref: string;
  chatIntro: string;
  continueOnWhatsApp: string;
  success: string;
  failure: string;
  sent: { heading: string; nextHeading: string; next: string[]; whatsappIntro: string; close: string; pageNote: string };
  enquire: string;
  enquireAbout: string;
  whatsapp: WhatsAppTexts;
  // What a visitor reads for a name the buttons send (the service's or card's title in the page's
  // language); the name itself stays the English one leads carry, for the firm.
  titles: Record<string, string>;
  honeypot: string;
  // "Book a consultation" on the confirmation: the booking pages (a service page's: its type's).
  book: { label: string; href: string };
};

// serviceNames: the names the page's buttons can send, whose WhatsApp openings the page needs;
// titles: how the page shows them (enquiryTitlesOf); bookHref: where the confirmation's "Book a
// consultation" leads on a page about one service (its consultation type: bookingHrefForService),
// else the list of all consultations.
export async function enquiryTexts(locale: Locale, serviceNames: readonly string[], titles: Record<string, string> = {}, bookHref?: string): Promise<EnquiryTexts> {
  const [t, services, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Enquiry' }),
    getTranslations({ locale, namespace: 'Services' }),
    getMessages({ locale }),
  ]);
  return {
    eyebrow: t('eyebrow'),
    close: t('close'),
    description: t('description'),
    fields: { name: t('fields.name'), contact: t('fields.contact'), email: t('fields.email'), city: t('fields.city'), message: t('fields.message') },
    optional: messages.Forms.optional,
    submit: t('submit'),
    submitting: t('submitting'),
    privacyBefore: t('privacyBefore'),
    privacyLink: t('privacyLink'),
    privacyAfter: t('privacyAfter'),
    privacyHref: localizeHref('/privacy-policy', locale),
    chatIntro: t('chatIntro'),
    continueOnWhatsApp: t('continueOnWhatsApp'),
    success: t('success'),
    failure: t('failure'),
    sent: {
      heading: t('sent.heading'),
      nextHeading: t('sent.nextHeading'),
      next: [t('sent.next.read'), t('sent.next.reply'), t('sent.next.use')],
      whatsappIntro: t('sent.whatsappIntro'),
      close: t('sent.close'),
      pageNote: t.raw('sent.pageNote') as string,
    },
    enquire: services('enquire'),
    enquireAbout: services.raw('enquireAbout') as string,
    // As written: the openings are plain text ({service} filled in the browser), not ICU messages.
    whatsapp: whatsappTextsFor(messages.WhatsApp, serviceNames),
    titles,
    honeypot: messages.Forms.honeypot,
    book: { label: messages.Booking.bookLink, href: bookHref ?? localizeHref('/book', locale) },
  };
}

// The names the Enquire buttons of these services send: each service's and each of its cards'.
export function enquiryNamesOf(services: readonly ServiceContent[]): string[] {
  return services.flatMap((service) => [service.serviceName, ...service.offerings.map((offering) => offering.name)]);
}

// Each of those names as the page shows it: a card's title in the page's language, and a service's
// own title where the page is not in the language the names are written in (English, the
// specification's names: /services shows "Visa Advisory Services" in its dialog, /de/leistungen
// "Visaberatung").
export function enquiryTitlesOf(services: readonly ServiceContent[]): Record<string, string> {
  return Object.fromEntries(
    services.flatMap((service) => [
      ...(service.locale === DEFAULT_LOCALE ? [] : [[service.serviceName, service.title]]),
      ...service.offerings.map((offering) => [offering.name, offering.title]),
    ]),
  );
}
