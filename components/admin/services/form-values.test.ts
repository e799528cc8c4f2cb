import { describe, expect, it } from 'vitest';
import { defaultService } from '@/lib/services/defaults';
import { fieldOf, toFormValues, toServiceInput } from './form-values';

describe('the service form’s values', () => {
  it('sends what it was given, amounts as typed and an offering without a fee as null', () => {
    const service = defaultService('opportunity-card');
    expect(toServiceInput(toFormValues(service))).toEqual({
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
    expect(toServiceInput(toFormValues(defaultService('it-consulting')))).not.toHaveProperty('opportunityCard');
  });

  it('shows a requirement as an item of the list, and so its message', () => {
    const values = toFormValues(defaultService('opportunity-card'));
    expect(values.opportunityCard!.requirements[0]).toEqual({ text: defaultService('opportunity-card').opportunityCard!.requirements[0] });
    expect(fieldOf('opportunityCard.requirements.2')).toBe('opportunityCard.requirements.2.text');
  });

  it('puts a list’s own message on the list, and every other one on its field', () => {
    expect(fieldOf('offerings')).toBe('offerings.root');
    expect(fieldOf('faq')).toBe('faq.root');
    expect(fieldOf('opportunityCard.points')).toBe('opportunityCard.points.root');
    expect(fieldOf('offerings.2.title')).toBe('offerings.2.title');
    expect(fieldOf('opportunityCard.requiredFunds.amount')).toBe('opportunityCard.requiredFunds.amount');
    expect(fieldOf('fee.amount')).toBe('fee.amount');
  });
});
