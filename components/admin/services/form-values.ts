import type { ServiceIconName, ServiceTone } from '@/lib/content/services';
import type { Fee, FeeKind, ServiceContent } from '@/lib/services/service';
import type { ServiceFormInput } from '@/lib/validation/service';

// The service form's values: everything as typed (amounts as text, so the server can say what is
// wrong with them). The paths match the action's, so its field errors land on their fields, except
// where a list of texts is a list of items here (`requirements.2` is `requirements.2.text`).

export type FeeValues = { kind: FeeKind | 'none'; amount: string; note: string };
export type OfferingValues = { title: string; description: string; icon: ServiceIconName; tone: ServiceTone; fee: FeeValues };
export type CardValues = {
  points: { criterion: string; points: string }[];
  minimumPoints: string;
  requirements: { text: string }[];
  requiredFunds: { amount: string; validFrom: string };
};

export type ServiceFormValues = {
  title: string;
  summary: string;
  description: string;
  fee: FeeValues;
  offerings: OfferingValues[];
  faq: { question: string; answer: string }[];
  opportunityCard: CardValues | null;
};

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

// A new object each time: the form writes into its values.
export const noFee = (): FeeValues => ({ kind: 'none', amount: '', note: '' });

function feeValues(fee: Fee | null): FeeValues {
  return fee ? { kind: fee.kind, amount: amountText(fee.amount), note: fee.note } : noFee();
}

export function toFormValues(service: ServiceContent): ServiceFormValues {
  const card = service.opportunityCard;
  return {
    title: service.title,
    summary: service.summary,
    description: service.description,
    fee: feeValues(service.fee),
    offerings: service.offerings.map((offering) => ({ ...offering, fee: feeValues(offering.fee) })),
    faq: service.faq.map((item) => ({ ...item })),
    opportunityCard: card
      ? {
          points: card.points.map((row) => ({ ...row })),
          minimumPoints: String(card.minimumPoints),
          requirements: card.requirements.map((text) => ({ text })),
          requiredFunds: { amount: amountText(card.requiredFunds?.amount ?? null), validFrom: card.requiredFunds?.validFrom ?? '' },
        }
      : null,
  };
}

function feeInput(fee: FeeValues) {
  return fee.kind === 'none' ? null : { kind: fee.kind, amount: fee.amount, note: fee.note };
}

// The action's input; a service without a points table sends none.
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
const LISTS = new Set(['offerings', 'faq', 'opportunityCard.points', 'opportunityCard.requirements']);

// The form field a message of the action belongs to: a list's own message is its `root`.
export function fieldOf(key: string): string {
  if (LISTS.has(key)) return `${key}.root`;
  if (/^opportunityCard\.requirements\.\d+$/.test(key)) return `${key}.text`;
  return key;
}
