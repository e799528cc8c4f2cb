import { describe, expect, it } from 'vitest';
import { defaultService } from '@/lib/services/defaults';
import { moved, toFormState, toRequestBody, withoutErrorsUnder } from './form-state';

describe('the service form’s state', () => {
  it('sends what it was given, amounts as typed and an offering without a fee as null', () => {
    const service = defaultService('opportunity-card');
    const body = toRequestBody(toFormState(service));
    expect(body).toEqual({
      title: service.title,
      summary: service.summary,
      description: '',
      fee: { kind: 'on-request', amount: '', note: '' },
      offerings: service.offerings.map(({ title, description, icon, tone }) => ({ title, description, icon, tone, fee: null })),
      faq: service.faq,
      opportunityCard: {
        points: service.opportunityCard!.points,
        minimumPoints: '6',
        requirements: service.opportunityCard!.requirements,
        requiredFunds: { amount: '1091', validFrom: '2025-01-01' },
      },
    });
    expect(toRequestBody(toFormState(defaultService('it-consulting')))).not.toHaveProperty('opportunityCard');
  });

  it('gives every list item its own key', () => {
    const state = toFormState(defaultService('visa-advisory'));
    const keys = [...state.offerings, ...state.faq].map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('moves an item one place, and leaves the list alone at its ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('drops the messages of a list whose items moved, and keeps the others', () => {
    const errors = { title: ['x'], offerings: ['y'], 'offerings.1.title': ['z'], 'offeringsX': ['w'], 'faq.0.answer': ['v'] };
    expect(withoutErrorsUnder(errors, 'offerings')).toEqual({ title: ['x'], offeringsX: ['w'], 'faq.0.answer': ['v'] });
  });
});
