import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { eachField, pickLocalized } from '@/lib/i18n/localized';
import { SERVICE_SECTIONS } from '@/lib/content/services';
import { servicePath, SERVICE_LOCALIZED_FIELDS, type Fee, type LocalizedFee, type ServiceContent, type ServiceRecord } from './service';

// A stored service (every language) as a page in one language shows it: each text in that
// language or English where it has none (pickLocalized), and the fixed parts from the default.
// Apart from the record module (lib/services/service.ts) since the fixed parts are the site's
// copy (lib/content/services.ts), which a record module does not read.

// The service's slug in `locale`: English and a language without one use the id.
export function serviceSlug(record: Pick<ServiceRecord, 'id' | 'slugs'>, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? record.id : (record.slugs[locale] ?? record.id);
}

// The service's page in each published language.
export function serviceAddresses(record: Pick<ServiceRecord, 'id' | 'slugs'>): Partial<Record<Locale, string>> {
  return Object.fromEntries(PUBLISHED_LOCALES.map((locale) => [locale, servicePath(record.id, locale, serviceSlug(record, locale))]));
}

function pickFee(fee: LocalizedFee, locale: Locale): Fee {
  return { kind: fee.kind, amount: fee.amount, note: pickLocalized(fee.note, locale) };
}

// The fixed parts: the name a lead from the main button carries and the button's text (SPEC's).
function fixedParts(id: ServiceRecord['id']): { serviceName: string; ctaLabel: string } {
  const section = SERVICE_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`lib/content/services.ts has no section ${id}`);
  return { serviceName: section.serviceName, ctaLabel: section.ctaLabel };
}

export function pickService(record: ServiceRecord, locale: Locale): ServiceContent {
  const base = fixedParts(record.id);
  const slug = serviceSlug(record, locale);
  const card = record.opportunityCard;
  return {
    id: record.id,
    locale,
    slug,
    path: servicePath(record.id, locale, slug),
    addresses: serviceAddresses(record),
    serviceName: base.serviceName,
    ctaLabel: base.ctaLabel,
    ...eachField(SERVICE_LOCALIZED_FIELDS, (field) => pickLocalized(record[field], locale)),
    offerings: record.offerings.map((offering) => ({
      name: offering.title.en,
      title: pickLocalized(offering.title, locale),
      description: pickLocalized(offering.description, locale),
      icon: offering.icon,
      tone: offering.tone,
      fee: offering.fee ? pickFee(offering.fee, locale) : null,
    })),
    fee: pickFee(record.fee, locale),
    faq: record.faq.map((item) => ({ question: pickLocalized(item.question, locale), answer: pickLocalized(item.answer, locale) })),
    opportunityCard: card
      ? {
          requirements: card.requirements.map((text) => pickLocalized(text, locale)),
          requiredFunds: card.requiredFunds,
        }
      : null,
    updatedAt: record.updatedAt,
    updatedBy: record.updatedBy,
  };
}

// The service a page address in `locale` names, by its slug in that language.
export function serviceForSlug<T extends Pick<ServiceRecord, 'id' | 'slugs'>>(records: readonly T[], slug: string, locale: Locale): T | null {
  return records.find((record) => serviceSlug(record, locale) === slug) ?? null;
}
