import type { Locale } from '@/i18n/locales';
import { countMissing, languageName, TRANSLATION_LOCALES, type Localized } from '@/lib/i18n/localized';
import type { ServiceContent, ServiceRecord } from './service';

// What the launch check (built elsewhere from this) says about the services: one finding per
// service that still lacks text of its own, naming what is missing, with a link to its form.
export type ServiceGap = 'description' | 'offerings' | 'faq';
export type ServiceFinding = { key: string; serviceId: ServiceContent['id']; missing: ServiceGap[]; message: string; href: string };

const GAP_WORDS: Record<ServiceGap, string> = {
  description: 'no long description',
  offerings: 'no offerings',
  faq: 'no frequently asked questions',
};

function listed(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

// "no long description and no frequently asked questions"
export function gapsText(missing: readonly ServiceGap[]): string {
  return listed(missing.map((gap) => GAP_WORDS[gap]));
}

type Checked = Pick<ServiceContent, 'id' | 'title' | 'description' | 'offerings' | 'faq'>;

export function serviceFindings(services: readonly Checked[]): ServiceFinding[] {
  return services.flatMap((service) => {
    const missing: ServiceGap[] = [];
    if (!service.description.trim()) missing.push('description');
    if (service.offerings.length === 0) missing.push('offerings');
    if (service.faq.length === 0) missing.push('faq');
    if (missing.length === 0) return [];
    return [
      {
        key: `service:${service.id}:${missing.join('+')}`,
        serviceId: service.id,
        missing,
        message: `${service.title} has ${gapsText(missing)} on its page.`,
        href: `/admin/services/${service.id}`,
      },
    ];
  });
}

// Every text of a service that the site shows in each language.
export function serviceTexts(record: ServiceRecord): Localized[] {
  const card = record.opportunityCard;
  return [
    record.title,
    record.summary,
    record.description,
    record.fee.note,
    ...record.offerings.flatMap((offering) => [offering.title, offering.description, ...(offering.fee ? [offering.fee.note] : [])]),
    ...record.faq.flatMap((item) => [item.question, item.answer]),
    ...(card ? card.requirements : []),
  ];
}

export type TranslationFinding = { key: string; serviceId: ServiceRecord['id']; locale: Locale; missing: number; message: string; href: string };

// One finding per service and language with texts that show English on that language's pages:
// "Service 'Visa Advisory': 4 texts without German."
export function serviceTranslationFindings(records: readonly ServiceRecord[]): TranslationFinding[] {
  return records.flatMap((record) =>
    TRANSLATION_LOCALES.flatMap((locale) => {
      const missing = countMissing(serviceTexts(record), locale);
      if (missing === 0) return [];
      return [
        {
          key: `service-translation:${record.id}:${locale}`,
          serviceId: record.id,
          locale,
          missing,
          message: `Service '${record.title.en}': ${missing === 1 ? '1 text' : `${missing} texts`} without ${languageName(locale)}.`,
          href: `/admin/services/${record.id}`,
        },
      ];
    }),
  );
}
