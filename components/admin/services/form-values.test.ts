import { describe, expect, it } from 'vitest';
import { defaultServiceRecord } from '@/lib/services/defaults';
import { fieldOf, toFormValues, toServiceInput } from './form-values';

describe('the service form’s values', () => {
  it('sends what it was given, every text in every language, amounts as typed and an offering without a fee as null', () => {
    const service = defaultServiceRecord('opportunity-card');
    expect(toServiceInput(toFormValues(service))).toEqual({
      slugs: { de: 'chancenkarte' },
      title: service.title,
      summary: service.summary,
      description: { en: '', de: '' },
      fee: { kind: 'on-request', amount: '', note: { en: '', de: '' } },
      offerings: service.offerings.map(({ title, description, icon, tone }) => ({ title, description, icon, tone, fee: null })),
      faq: service.faq,
      opportunityCard: {
        requirements: service.opportunityCard!.requirements,
        requiredFunds: { amount: '1091', validFrom: '2025-01-01' },
      },
    });
    expect(toServiceInput(toFormValues(defaultServiceRecord('it-consulting')))).not.toHaveProperty('opportunityCard');
  });

  it('gives a text without German an empty German field', () => {
    const values = toFormValues({ ...defaultServiceRecord('it-consulting'), title: { en: 'IT Consulting' } });
    expect(values.title).toEqual({ en: 'IT Consulting', de: '' });
  });

  it('shows a requirement as an item of the list, and so its message', () => {
    const values = toFormValues(defaultServiceRecord('opportunity-card'));
    expect(values.opportunityCard!.requirements[0]).toEqual({ text: defaultServiceRecord('opportunity-card').opportunityCard!.requirements[0] });
    expect(fieldOf('opportunityCard.requirements.2')).toBe('opportunityCard.requirements.2.text.en');
    expect(fieldOf('opportunityCard.requirements.2.de')).toBe('opportunityCard.requirements.2.text.de');
  });

  it('puts a list’s own message on the list, and every other one on its field', () => {
    expect(fieldOf('offerings')).toBe('offerings.root');
    expect(fieldOf('faq')).toBe('faq.root');
    expect(fieldOf('opportunityCard.requirements')).toBe('opportunityCard.requirements.root');
    expect(fieldOf('offerings.2.title.en')).toBe('offerings.2.title.en');
    expect(fieldOf('opportunityCard.requiredFunds.amount')).toBe('opportunityCard.requiredFunds.amount');
    expect(fieldOf('fee.amount')).toBe('fee.amount');
  });
});
