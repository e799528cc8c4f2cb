import {
  OPPORTUNITY_CARD,
  REQUIRED_FUNDS_DEFAULT,
  SERVICE_FAQ_DEFAULTS,
  SERVICE_SECTIONS,
} from '@/lib/content/services';
import { SERVICE_TRANSLATIONS, type ServiceTexts } from '@/lib/content/services-translations';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { eachField, TRANSLATION_LOCALES, type Localized } from '@/lib/i18n/localized';
import { OPPORTUNITY_CARD_ID, SERVICE_IDS, SERVICE_LOCALIZED_FIELDS, type Fee, type LocalizedFee, type ServiceContent, type ServiceId, type ServiceRecord } from './service';
import { pickService } from './localize';

// Each service as it is until an administrator saves it: the copy of lib/content/services.ts, with
// its other languages from lib/content/services-translations.ts.
export const DEFAULT_FEE: Fee = { kind: 'on-request', amount: null, note: '' };
const DEFAULT_LOCALIZED_FEE: LocalizedFee = { kind: 'on-request', amount: null, note: { en: '' } };

function sectionOf(id: ServiceId) {
  const section = SERVICE_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`lib/content/services.ts has no section ${id}`);
  return section;
}

// The English text with each language's default translation where lib/content has one.
function withTranslations(en: string, translate: (texts: ServiceTexts) => string | undefined, id: ServiceId): Localized {
  const text: Localized = { en };
  for (const locale of TRANSLATION_LOCALES) {
    const texts = SERVICE_TRANSLATIONS[locale]?.[id];
    const translated = texts ? translate(texts) : undefined;
    if (translated) text[locale] = translated;
  }
  return text;
}

export function defaultServiceRecord(id: ServiceId): ServiceRecord {
  const section = sectionOf(id);
  const slugs: Partial<Record<Locale, string>> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const slug = SERVICE_TRANSLATIONS[locale]?.[id]?.slug;
    if (slug) slugs[locale] = slug;
  }
  return {
    id,
    slugs,
    // Each text empty where the copy has none (the long description).
    ...eachField(SERVICE_LOCALIZED_FIELDS, (): Localized => ({ en: '' })),
    title: withTranslations(section.heading, (texts) => texts.title, id),
    summary: withTranslations(section.intro, (texts) => texts.summary, id),
    offerings: section.offerings.map((offering, index) => ({
      title: withTranslations(offering.title, (texts) => texts.offerings[index]?.title, id),
      description: withTranslations(offering.description, (texts) => texts.offerings[index]?.description, id),
      icon: offering.icon,
      tone: offering.tone,
      fee: null,
    })),
    fee: { ...DEFAULT_LOCALIZED_FEE, note: { en: '' } },
    faq: (SERVICE_FAQ_DEFAULTS[id] ?? []).map((item, index) => ({
      question: withTranslations(item.question, (texts) => texts.faq?.[index]?.question, id),
      answer: withTranslations(item.answer, (texts) => texts.faq?.[index]?.answer, id),
    })),
    opportunityCard:
      id === OPPORTUNITY_CARD_ID
        ? {
            requirements: OPPORTUNITY_CARD.requirements.map((text, index) => withTranslations(text, (texts) => texts.requirements?.[index], id)),
            requiredFunds: { ...REQUIRED_FUNDS_DEFAULT },
          }
        : null,
    updatedAt: null,
    updatedBy: null,
  };
}

export function defaultServiceRecords(): ServiceRecord[] {
  return SERVICE_IDS.map(defaultServiceRecord);
}

// The default as a page in `locale` shows it.
export function defaultService(id: ServiceId, locale: Locale = DEFAULT_LOCALE): ServiceContent {
  return pickService(defaultServiceRecord(id), locale);
}

export function defaultServices(locale: Locale = DEFAULT_LOCALE): ServiceContent[] {
  return SERVICE_IDS.map((id) => defaultService(id, locale));
}

// What pages show while the stored services cannot be read (a start during a database outage):
// the default texts, and no funds amount, since the stored one may differ from the default.
export function fallbackServiceRecords(): ServiceRecord[] {
  return defaultServiceRecords().map((service) =>
    service.opportunityCard ? { ...service, opportunityCard: { ...service.opportunityCard, requiredFunds: null } } : service,
  );
}

export function fallbackServices(locale: Locale = DEFAULT_LOCALE): ServiceContent[] {
  return fallbackServiceRecords().map((record) => pickService(record, locale));
}
