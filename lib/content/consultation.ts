import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import englishContact from '@/messages/en/Contact.json';

// Every text that offers a first consultation, in both forms: "free" only where it is
// (consultationIsFree, lib/services/fee.ts), so no page promises what the firm's fees deny. The
// words are in the catalogues (Contact.consultation); a page gets them in its language with
// `consultationCopy(locale, await getMessages({ locale }))`.
export type ConsultationCopy = {
  // The home page's hero (SPEC: 'Get Free Consultation').
  heroButton: (free: boolean) => string;
  bookButton: (free: boolean) => string;
  bookText: (free: boolean) => string;
  // Appended to an invitation to get in touch (with its leading space, or nothing).
  firstIsFree: (free: boolean) => string;
  // The terms of service's fees section.
  termsFirstConversation: (free: boolean) => string;
};

export function consultationCopy(locale: Locale, messages: Pick<Messages, 'Contact'>): ConsultationCopy {
  const t = createTranslator({ locale, messages: messages as Messages, namespace: 'Contact.consultation' });
  // Each text has a form for a free first consultation (key…Free) and one for a paid one.
  return {
    heroButton: (free) => t(free ? 'heroButtonFree' : 'heroButton'),
    bookButton: (free) => t(free ? 'bookButtonFree' : 'bookButton'),
    bookText: (free) => t(free ? 'bookTextFree' : 'bookText'),
    firstIsFree: (free) => (free ? ` ${t('firstIsFree')}` : ''),
    termsFirstConversation: (free) => t(free ? 'termsFirstConversationFree' : 'termsFirstConversation'),
  };
}

// English, for the pages that do not pass their language yet.
export const CONSULTATION_COPY: ConsultationCopy = consultationCopy('en', { Contact: englishContact });
