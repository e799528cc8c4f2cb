import { describe, expect, it } from 'vitest';
import { consultationIsFree, formatFee, formatRequiredFunds } from './fee';

describe('fees as the site writes them', () => {
  it('says on request, from or the price, with the note after a comma', () => {
    expect(formatFee({ kind: 'on-request', amount: null, note: '' })).toBe('On request');
    expect(formatFee({ kind: 'from', amount: 150, note: 'per session, incl. VAT' })).toBe('From €150, per session, incl. VAT');
    expect(formatFee({ kind: 'fixed', amount: 89.5, note: '' })).toBe('€89.50');
  });

  it('writes a German page’s words and amounts in German', () => {
    const words = { onRequest: 'Auf Anfrage', from: 'ab {amount}' };
    expect(formatFee({ kind: 'on-request', amount: null, note: '' }, words, 'de-DE')).toBe('Auf Anfrage');
    expect(formatFee({ kind: 'from', amount: 1500, note: 'pro Sitzung' }, words, 'de-DE')).toBe('ab 1.500\u00a0€, pro Sitzung');
    expect(formatFee({ kind: 'fixed', amount: 89.5, note: '' }, words, 'de-DE')).toBe('89,50\u00a0€');
    expect(formatRequiredFunds({ amount: 1091, validFrom: '2026-12-31' }, 'Mindestens {amount} (ab {date}).', 'de-DE')).toBe('Mindestens 1.091\u00a0€ (ab 31. Dezember 2026).');
  });

  it('dates the required funds by their calendar day, in any time zone', () => {
    expect(formatRequiredFunds({ amount: 1091, validFrom: '2026-12-31' }, 'At least {amount} (from {date}).')).toBe('At least €1,091 (from 31 December 2026).');
  });
});

describe('a free first consultation', () => {
  it('is promised only when the firm offers one and the fee is nothing or not stated', () => {
    expect(consultationIsFree(true)).toBe(true);
    expect(consultationIsFree(true, { kind: 'on-request', amount: null, note: '' })).toBe(true);
    expect(consultationIsFree(true, { kind: 'fixed', amount: 0, note: '' })).toBe(true);
    expect(consultationIsFree(true, { kind: 'fixed', amount: 150, note: 'per session' })).toBe(false);
    expect(consultationIsFree(true, { kind: 'from', amount: 90, note: '' })).toBe(false);
    expect(consultationIsFree(false)).toBe(false);
    expect(consultationIsFree(false, { kind: 'fixed', amount: 0, note: '' })).toBe(false);
  });
});
