import { createTranslator, type Messages } from 'next-intl';
import type EnglishForms from '@/messages/en/Forms.json';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// The texts of a lead's field errors, in the visitor's language (the Forms catalogue, read by
// leadFormMessages below). English gives SPEC's messages. A field is one the catalogue names, so a
// new one is named in each language once.
export type LeadField = keyof typeof EnglishForms.fields;
export type LeadFormMessages = {
  required: (field: LeadField) => string;
  tooLong: (field: LeadField, max: number) => string;
  singleLine: (field: LeadField) => string;
  invalidEmail: string;
  // Every phone and WhatsApp number's (one text for every form: phoneField, lib/leads/lead-fields.ts).
  phone: string;
  messageCharacters: string;
  locale: string;
  // The booking form's own (lib/booking/booking-request.ts).
  oneContact: string;
  consent: string;
  slotTime: string;
  timeZone: string;
};

// The lead schemas' error texts in one language, from its catalogue's Forms namespace (the
// server's `loadSiteMessages(locale)`, or a page's `getMessages()`). Used by the lead routes, and by the
// contact page for the form's own checks, so both say the same.
export function leadFormMessages(locale: Locale, messages: Messages): LeadFormMessages {
  const t = createTranslator({ locale, messages, namespace: 'Forms' });
  const field = (name: LeadField) => t(`fields.${name}`);
  return {
    required: (name) => t('errors.required', { field: field(name) }),
    // A string, not a number: SPEC's English messages write 5000, not 5,000.
    tooLong: (name, max) => t('errors.tooLong', { field: field(name), max: String(max) }),
    singleLine: (name) => t('errors.singleLine', { field: field(name) }),
    invalidEmail: t('errors.invalidEmail'),
    phone: t('errors.phone'),
    messageCharacters: t('errors.messageCharacters'),
    locale: t('errors.locale', { field: field('locale'), locales: PUBLISHED_LOCALES.join(', ') }),
    oneContact: t('errors.oneContact'),
    consent: t('errors.consent'),
    slotTime: t('errors.slotTime'),
    timeZone: t('errors.timeZone'),
  };
}
