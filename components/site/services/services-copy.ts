import type { getTranslations } from 'next-intl/server';
import { DISPLAY_LOCALES, type Locale, type DisplayLocale } from '@/i18n/locales';
import { localizeHref } from '@/i18n/pathnames';
import { formatFee } from '@/lib/services/fee';
import type { ConsultationCopy } from '@/lib/content/consultation';
import type { Fee } from '@/lib/services/service';

export type ServicesTranslator = Awaited<ReturnType<typeof getTranslations<'Services'>>>;
export type OpportunityRulesTranslator = Awaited<ReturnType<typeof getTranslations<'OpportunityRules'>>>;

// The services pages' words in the page's language (messages/<locale>/Services.json), read once by
// the page and handed to its sections, which stay synchronous server components (the integration
// tests render them); with how the language writes fees and its addresses.
export type ServicesCopy = {
  t: ServicesTranslator;
  locale: Locale;
  dateLocale: DisplayLocale;
  fee: (fee: Fee) => string;
  href: (englishHref: string) => string;
  // The first consultation's words (Contact.consultation), free or paid.
  consultation: ConsultationCopy;
  // The Opportunity Card rules' words (OpportunityRules), for the points table.
  rules: OpportunityRulesTranslator;
};

export function servicesCopy(t: ServicesTranslator, locale: Locale, consultation: ConsultationCopy, rules: OpportunityRulesTranslator): ServicesCopy {
  const words = { onRequest: t('fee.onRequest'), from: t.raw('fee.from') as string };
  const dateLocale = DISPLAY_LOCALES[locale];
  return { t, locale, dateLocale, fee: (fee) => formatFee(fee, words, dateLocale), href: (englishHref) => localizeHref(englishHref, locale), consultation, rules };
}
