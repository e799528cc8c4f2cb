import { describe, expect, it } from 'vitest';
import { defaultServiceRecord } from '@/lib/services/defaults';
import { serviceFormField, serviceFormInput, serviceFormValues, serviceInputSchema } from './service';
import { singleLineMessage } from '@/lib/fields/single-line';

// What the form sends: every text in every language.
function input(id: Parameters<typeof defaultServiceRecord>[0]) {
  const { slugs, title, summary, description, offerings, fee, faq, opportunityCard } = defaultServiceRecord(id);
  return { slugs, title, summary, description, offerings, fee, faq, opportunityCard };
}

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('serviceInputSchema', () => {
  it('takes every default as it is', () => {
    for (const id of ['opportunity-card', 'visa-advisory', 'it-consulting'] as const) expect(serviceInputSchema(id).safeParse(input(id)).success, id).toBe(true);
  });

  it('reads euro amounts as typed, and refuses what is not an amount', () => {
    const schema = serviceInputSchema('visa-advisory');
    const fee = (amount: unknown, kind = 'fixed') => schema.safeParse({ ...input('visa-advisory'), fee: { kind, amount } });
    expect(fee('89,50').data?.fee).toEqual({ kind: 'fixed', amount: 89.5, note: { en: '' } });
    expect(fee(' 150 ').data?.fee.amount).toBe(150);
    expect(fee(12.29).data?.fee.amount).toBe(12.29);
    expect(issues(fee('1,091'))).toEqual({ 'fee.amount': 'The amount must be a number of euros, like 150 or 89.50' });
    expect(issues(fee(12.345))).toEqual({ 'fee.amount': 'The amount can have at most two decimal places' });
    expect(issues(fee(0))).toEqual({ 'fee.amount': 'The amount must be at least €1' });
    expect(issues(fee(100_001))).toEqual({ 'fee.amount': 'The amount can be at most €100,000' });
    expect(issues(fee(null, 'from'))).toEqual({ 'fee.amount': 'Give the amount in euros' });
    expect(fee('', 'on-request').data?.fee).toEqual({ kind: 'on-request', amount: null, note: { en: '' } });
  });

  it('keeps paragraphs in long texts but no line break in a title', () => {
    const schema = serviceInputSchema('it-consulting');
    const parsed = schema.parse({ ...input('it-consulting'), description: { en: '  First.\r\n\r\nSecond.  ', de: 'Erstens.\r\n\r\nZweitens.' } });
    expect(parsed.description).toEqual({ en: 'First.\n\nSecond.', de: 'Erstens.\n\nZweitens.' });
    expect(issues(schema.safeParse({ ...input('it-consulting'), title: { en: 'IT\nConsulting' } }))).toEqual({ 'title.en': singleLineMessage('The title') });
    expect(issues(schema.safeParse({ ...input('it-consulting'), title: { en: 'IT Consulting', de: 'IT\nBeratung' } }))).toEqual({ 'title.de': singleLineMessage('The title (German)') });
  });

  it('checks the day the required funds apply from, and takes no points table or minimum score (the rules in the code own them)', () => {
    const base = input('opportunity-card');
    const card = (change: object) => serviceInputSchema('opportunity-card').safeParse({ ...base, opportunityCard: { ...base.opportunityCard, ...change } });
    // An older form's rows and minimum are dropped, not stored.
    const older = card({ points: [{ criterion: 'Age under 35', points: '1-2' }], minimumPoints: 2.5 });
    expect(older.success).toBe(true);
    expect(Object.keys(older.data!.opportunityCard!).sort()).toEqual(['requiredFunds', 'requirements']);
    expect(issues(card({ requiredFunds: { amount: 1091, validFrom: '2025-02-29' } }))).toEqual({ 'opportunityCard.requiredFunds.validFrom': 'This date does not exist' });
    expect(issues(card({ requiredFunds: { amount: 1091, validFrom: '1.1.2025' } }))).toEqual({ 'opportunityCard.requiredFunds.validFrom': 'Give the date as YYYY-MM-DD' });
  });

  it('takes a plain string as the English text, and an empty German text as none', () => {
    const parsed = serviceInputSchema('it-consulting').parse({ ...input('it-consulting'), title: 'IT Consulting', summary: { en: input('it-consulting').summary.en, de: '' } });
    expect(parsed.title).toEqual({ en: 'IT Consulting' });
    expect(parsed.summary).toEqual({ en: input('it-consulting').summary.en });
  });

  it('takes a German address of lower-case letters, digits and hyphens, and none when empty', () => {
    const schema = serviceInputSchema('it-consulting');
    expect(schema.parse({ ...input('it-consulting'), slugs: { de: ' IT-Beratung ' } }).slugs).toEqual({ de: 'it-beratung' });
    expect(schema.parse({ ...input('it-consulting'), slugs: { de: '' } }).slugs).toEqual({});
    expect(issues(schema.safeParse({ ...input('it-consulting'), slugs: { de: 'it beratung' } }))).toEqual({
      'slugs.de': 'The German address may have only lower-case letters, digits and hyphens, like chancenkarte',
    });
  });

  it('bounds the lists', () => {
    const schema = serviceInputSchema('it-consulting');
    const base = input('it-consulting');
    expect(issues(schema.safeParse({ ...base, offerings: [] }))).toEqual({ offerings: 'A service needs at least one offering' });
    const faq = Array.from({ length: 16 }, (_, n) => ({ question: `Question ${n}?`, answer: 'An answer long enough.' }));
    expect(issues(schema.safeParse({ ...base, faq }))).toEqual({ faq: 'Give at most 15 questions' });
  });
});

describe('the service form’s values', () => {
  it('sends what it was given, every text in every language, amounts as typed and an offering without a fee as null', () => {
    const service = defaultServiceRecord('opportunity-card');
    expect(serviceFormInput(serviceFormValues(service))).toEqual({
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
    expect(serviceFormInput(serviceFormValues(defaultServiceRecord('it-consulting')))).not.toHaveProperty('opportunityCard');
  });

  it('gives a text without German an empty German field', () => {
    const values = serviceFormValues({ ...defaultServiceRecord('it-consulting'), title: { en: 'IT Consulting' } });
    expect(values.title).toEqual({ en: 'IT Consulting', de: '' });
  });

  it('shows a requirement as an item of the list, and so its message', () => {
    const values = serviceFormValues(defaultServiceRecord('opportunity-card'));
    expect(values.opportunityCard!.requirements[0]).toEqual({ text: defaultServiceRecord('opportunity-card').opportunityCard!.requirements[0] });
    expect(serviceFormField('opportunityCard.requirements.2')).toBe('opportunityCard.requirements.2.text.en');
    expect(serviceFormField('opportunityCard.requirements.2.de')).toBe('opportunityCard.requirements.2.text.de');
  });

  it('puts a list’s own message on the list, and every other one on its field', () => {
    expect(serviceFormField('offerings')).toBe('offerings.root');
    expect(serviceFormField('faq')).toBe('faq.root');
    expect(serviceFormField('opportunityCard.requirements')).toBe('opportunityCard.requirements.root');
    expect(serviceFormField('offerings.2.title.en')).toBe('offerings.2.title.en');
    expect(serviceFormField('opportunityCard.requiredFunds.amount')).toBe('opportunityCard.requiredFunds.amount');
    expect(serviceFormField('fee.amount')).toBe('fee.amount');
  });
});
