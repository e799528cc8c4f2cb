import type { ServiceIconName, ServiceTone } from '@/lib/content/services';
import type { Fee, FeeKind, ServiceContent } from '@/lib/services/service';

// The service form's state: everything as typed (amounts as text, so the server can say what is
// wrong with them), and a stable key per list item, so focus and typed text stay with their item
// when items move.

export type FeeState = { kind: FeeKind | 'none'; amount: string; note: string };
export type OfferingState = { key: number; title: string; description: string; icon: ServiceIconName; tone: ServiceTone; fee: FeeState };
export type FaqState = { key: number; question: string; answer: string };
export type PointState = { key: number; criterion: string; points: string };
export type RequirementState = { key: number; text: string };
export type CardState = { points: PointState[]; minimumPoints: string; requirements: RequirementState[]; fundsAmount: string; fundsValidFrom: string };

export type ServiceFormState = {
  title: string;
  summary: string;
  description: string;
  fee: FeeState;
  offerings: OfferingState[];
  faq: FaqState[];
  card: CardState | null;
};

let lastKey = 0;
export const nextKey = () => ++lastKey;

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

export function feeState(fee: Fee | null): FeeState {
  return fee ? { kind: fee.kind, amount: amountText(fee.amount), note: fee.note } : { kind: 'none', amount: '', note: '' };
}

export function toFormState(service: ServiceContent): ServiceFormState {
  const card = service.opportunityCard;
  return {
    title: service.title,
    summary: service.summary,
    description: service.description,
    fee: feeState(service.fee),
    offerings: service.offerings.map((offering) => ({ key: nextKey(), ...offering, fee: feeState(offering.fee) })),
    faq: service.faq.map((item) => ({ key: nextKey(), ...item })),
    card: card
      ? {
          points: card.points.map((row) => ({ key: nextKey(), ...row })),
          minimumPoints: String(card.minimumPoints),
          requirements: card.requirements.map((text) => ({ key: nextKey(), text })),
          fundsAmount: amountText(card.requiredFunds?.amount ?? null),
          fundsValidFrom: card.requiredFunds?.validFrom ?? '',
        }
      : null,
  };
}

function feeBody(fee: FeeState) {
  return fee.kind === 'none' ? null : { kind: fee.kind, amount: fee.amount, note: fee.note };
}

// The JSON of PUT /api/v1/services/{id}.
export function toRequestBody(state: ServiceFormState) {
  return {
    title: state.title,
    summary: state.summary,
    description: state.description,
    fee: feeBody(state.fee),
    offerings: state.offerings.map(({ title, description, icon, tone, fee }) => ({ title, description, icon, tone, fee: feeBody(fee) })),
    faq: state.faq.map(({ question, answer }) => ({ question, answer })),
    ...(state.card
      ? {
          opportunityCard: {
            points: state.card.points.map(({ criterion, points }) => ({ criterion, points })),
            minimumPoints: state.card.minimumPoints,
            requirements: state.card.requirements.map((requirement) => requirement.text),
            requiredFunds: { amount: state.card.fundsAmount, validFrom: state.card.fundsValidFrom },
          },
        }
      : {}),
  };
}

// A list moved one place up (-1) or down (+1); out of range leaves it as it is.
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

// The server's messages name list items by position ("offerings.2.title"). When a list changes
// shape they would point at the wrong items, so its messages go.
export function withoutErrorsUnder<E extends Record<string, string[]>>(errors: E, prefix: string): E {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== prefix && !key.startsWith(`${prefix}.`))) as E;
}
