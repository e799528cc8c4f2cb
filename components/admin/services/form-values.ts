import type { ServiceIconName, ServiceTone } from '@/lib/content/services';
import type { Locale } from '@/i18n/locales';
import { formLocalized, TRANSLATION_LOCALES, type Localized } from '@/lib/i18n/localized';
import type { FeeKind, LocalizedFee, ServiceRecord } from '@/lib/services/service';
import type { ServiceFormInput } from '@/lib/validation/service';

// The service form's values: everything as typed (amounts as text, so the server can say what is
// wrong with them), each text in every language ({ en, de }, empty where not written). The paths
// match the action's, so its field errors land on their fields, except where a list of texts is a
// list of items here (`requirements.2.en` is `requirements.2.text.en`).

export type FeeValues = { kind: FeeKind | 'none'; amount: string; note: Localized };
export type OfferingValues = { title: Localized; description: Localized; icon: ServiceIconName; tone: ServiceTone; fee: FeeValues };
export type CardValues = {
  requirements: { text: Localized }[];
  requiredFunds: { amount: string; validFrom: string };
};

export type ServiceFormValues = {
  slugs: Partial<Record<Locale, string>>;
  title: Localized;
  summary: Localized;
  description: Localized;
  fee: FeeValues;
  offerings: OfferingValues[];
  faq: { question: Localized; answer: Localized }[];
  opportunityCard: CardValues | null;
};

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

// A new object each time: the form writes into its values.
export const noFee = (): FeeValues => ({ kind: 'none', amount: '', note: formLocalized('') });
export const emptyText = (): Localized => formLocalized('');

function feeValues(fee: LocalizedFee | null): FeeValues {
  return fee ? { kind: fee.kind, amount: amountText(fee.amount), note: formLocalized(fee.note) } : noFee();
}

export function toFormValues(service: ServiceRecord): ServiceFormValues {
  const card = service.opportunityCard;
  return {
    slugs: Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, service.slugs[locale] ?? ''])),
    title: formLocalized(service.title),
    summary: formLocalized(service.summary),
    description: formLocalized(service.description),
    fee: feeValues(service.fee),
    offerings: service.offerings.map((offering) => ({
      ...offering,
      title: formLocalized(offering.title),
      description: formLocalized(offering.description),
      fee: feeValues(offering.fee),
    })),
    faq: service.faq.map((item) => ({ question: formLocalized(item.question), answer: formLocalized(item.answer) })),
    opportunityCard: card
      ? {
          requirements: card.requirements.map((text) => ({ text: formLocalized(text) })),
          requiredFunds: { amount: amountText(card.requiredFunds?.amount ?? null), validFrom: card.requiredFunds?.validFrom ?? '' },
        }
      : null,
  };
}

function feeInput(fee: FeeValues) {
  return fee.kind === 'none' ? null : { kind: fee.kind, amount: fee.amount, note: fee.note };
}

// The action's input; a service other than the Opportunity Card sends no card facts.
export function toServiceInput(values: ServiceFormValues): ServiceFormInput {
  const { opportunityCard: card, ...rest } = values;
  return {
    ...rest,
    fee: feeInput(values.fee),
    offerings: values.offerings.map((offering) => ({ ...offering, fee: feeInput(offering.fee) })),
    ...(card ? { opportunityCard: { ...card, requirements: card.requirements.map((requirement) => requirement.text) } } : {}),
  } as ServiceFormInput;
}

// Lists whose messages concern the whole list (too few, two offerings of one title).
const LISTS = new Set(['offerings', 'faq', 'opportunityCard.requirements']);

// The form field a message of the action belongs to: a list's own message is its `root`.
export function fieldOf(key: string): string {
  if (LISTS.has(key)) return `${key}.root`;
  const requirement = /^(opportunityCard\.requirements\.\d+)(\.\w+)?$/.exec(key);
  if (requirement) return `${requirement[1]}.text${requirement[2] ?? '.en'}`;
  return key;
}
