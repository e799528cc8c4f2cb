import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pseudoText } from '@/i18n/pseudo-locale';
import { asLocalized, countMissing, formLocalized, localizedSchema, missingTranslations, pickLocalized } from './localized';

describe('a localized text', () => {
  it('shows each language its own text, and English where it has none', () => {
    expect(pickLocalized({ en: 'Visa Advisory', de: 'Visaberatung' }, 'de')).toBe('Visaberatung');
    expect(pickLocalized({ en: 'Visa Advisory', de: 'Visaberatung' }, 'en')).toBe('Visa Advisory');
    expect(pickLocalized({ en: 'Visa Advisory' }, 'de')).toBe('Visa Advisory');
    // An empty translation is none.
    expect(pickLocalized({ en: 'Visa Advisory', de: '  ' }, 'de')).toBe('Visa Advisory');
  });

  it('reads a plain string, as documents written before languages hold, as English', () => {
    expect(asLocalized('Visa Advisory')).toEqual({ en: 'Visa Advisory' });
    expect(pickLocalized('Visa Advisory', 'de')).toBe('Visa Advisory');
    expect(asLocalized(null)).toEqual({ en: '' });
    expect(asLocalized({ en: 'A', de: 'B', fr: 'C' })).toEqual({ en: 'A', de: 'B' });
  });

  it('gives the pseudo-locale the English text transformed, never untransformed English', () => {
    expect(pickLocalized({ en: 'Visa Advisory', de: 'Visaberatung' }, 'xx')).toBe(pseudoText('Visa Advisory'));
    expect(pickLocalized({ en: 'Visa Advisory' }, 'xx')).not.toContain('Visa Advisory');
  });

  it('lists the languages a text lacks, but not for an empty English text', () => {
    expect(missingTranslations({ en: 'Visa Advisory' })).toEqual(['de']);
    expect(missingTranslations({ en: 'Visa Advisory', de: 'Visaberatung' })).toEqual([]);
    expect(missingTranslations('Visa Advisory')).toEqual(['de']);
    expect(missingTranslations({ en: '' })).toEqual([]);
    expect(countMissing([{ en: 'A' }, { en: 'B', de: 'B' }, 'C', { en: '' }], 'de')).toBe(2);
  });

  it('gives a form every language, empty where not written', () => {
    expect(formLocalized({ en: 'A' })).toEqual({ en: 'A', de: '' });
    expect(formLocalized('A')).toEqual({ en: 'A', de: '' });
  });

  it('validates English as required and the other languages as optional, an empty one dropped', () => {
    const schema = localizedSchema(z.string().trim().min(3, 'Too short'), () => z.string().trim().min(3, 'German too short'));
    expect(schema.parse({ en: 'Visa', de: 'Visum' })).toEqual({ en: 'Visa', de: 'Visum' });
    expect(schema.parse({ en: 'Visa', de: '' })).toEqual({ en: 'Visa' });
    expect(schema.parse('Visa')).toEqual({ en: 'Visa' });
    const failed = schema.safeParse({ en: 'Vi', de: 'Vi' });
    expect(failed.success).toBe(false);
    expect(failed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['en', 'Too short'],
      ['de', 'German too short'],
    ]);
  });
});
