import { describe, expect, it } from 'vitest';
import { COMPLETE_GMBH } from '@/tests/support/site-settings';
import { siteSettingsFromEnv, siteSettingsSchema } from './settings';

const errorsOf = (input: unknown) => {
  const result = siteSettingsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the settings form on the server', () => {
  it('accepts a complete firm, tidying the VAT ID', () => {
    const parsed = siteSettingsSchema.parse({ ...COMPLETE_GMBH, vatId: ' de 123 456 789 ', name: '  Havel Bridge Advisors ' });
    expect(parsed.vatId).toBe('DE123456789');
    expect(parsed.name).toBe('Havel Bridge Advisors');
  });

  it('accepts the empty optional fields: what is not stated is not shown', () => {
    const bare = { ...COMPLETE_GMBH, legalForm: '', legalName: '', representatives: [], registerCourt: '', registerNumber: '', vatId: '', whatsappNumber: '', facebookUrl: '', linkedinUrl: '', languages: [] };
    expect(siteSettingsSchema.safeParse(bare).success).toBe(true);
  });

  it('takes plain strings (saved before the texts had languages) as English, and checks each language’s text', () => {
    const old = { ...COMPLETE_GMBH, languages: ['English', 'Arabic'], homeStats: [{ value: '95%', label: 'Success Rate', note: 'visa approval' }] };
    const parsed = siteSettingsSchema.parse(old);
    expect(parsed.languages).toEqual([{ en: 'English' }, { en: 'Arabic' }]);
    expect(parsed.homeStats).toEqual([{ value: '95%', label: { en: 'Success Rate' }, note: { en: 'visa approval' } }]);
    // An empty German text is no German text; a German one too short is refused under its own name.
    expect(siteSettingsSchema.parse({ ...COMPLETE_GMBH, languages: [{ en: 'English', de: '  ' }] }).languages).toEqual([{ en: 'English' }]);
    expect(errorsOf({ ...COMPLETE_GMBH, languages: [{ en: 'English', de: 'E' }], homeStats: [{ value: '1', label: { en: '', de: 'Erfolgsquote' }, note: { en: '' } }] })).toEqual({
      'languages.0.de': 'Language: at least 2 characters',
      'homeStats.0.label.en': 'Figure’s label: at least 2 characters',
    });
  });

  it('says what is wrong under each field', () => {
    expect(
      errorsOf({
        ...COMPLETE_GMBH,
        name: 'A',
        phone: '030 1234567',
        email: 'office at firm',
        whatsappNumber: '0151 2345678',
        postalCode: '1011',
        vatId: 'DE12345',
        registerNumber: 'HRB',
        legalForm: 'ltd',
        facebookUrl: 'https://www.facebook.com/',
        xUrl: 'https://evil.example/firm',
        openingHours: { ...COMPLETE_GMBH.openingHours, mon: { opens: '18:00', closes: '09:00' }, tue: { opens: '9:00', closes: '17:00' } },
      }),
    ).toEqual({
      name: 'Name: at least 2 characters',
      phone: 'Phone: with the country code, e.g. +49 30 1234567 (digits, spaces and + ( ) - / only)',
      email: 'E-mail: an address such as office@yourfirm.de',
      whatsappNumber: 'WhatsApp number: with the country code, e.g. +49 151 23456789; empty to use the phone number',
      postalCode: 'Postal code: 5 digits',
      vatId: 'VAT ID: DE followed by 9 digits, e.g. DE123456789',
      registerNumber: 'Register number: as in the register, e.g. HRB 123456 B',
      legalForm: 'Legal form: choose one from the list',
      facebookUrl: 'Facebook: the address of the firm’s profile, e.g. https://www.facebook.com/yourfirm; empty for no link',
      xUrl: 'X: the address of the firm’s profile, e.g. https://x.com/yourfirm; empty for no link',
      'openingHours.mon': 'Monday: the closing time comes after the opening time',
      'openingHours.tue.opens': 'Tuesday: opening time as HH:MM (24 hours)',
    });
  });

  it('refuses fields it does not know and a missing one', () => {
    const withoutCity: Partial<typeof COMPLETE_GMBH> = { ...COMPLETE_GMBH };
    delete withoutCity.city;
    expect(Object.keys(errorsOf({ ...withoutCity, colour: 'red' })).sort()).toEqual(['', 'city'].sort());
  });

  it('the environment’s defaults are valid settings once set, and placeholders where not', () => {
    const defaults = siteSettingsFromEnv({});
    expect(defaults.phone).toBe('+49 30 0000 0000');
    expect(defaults.legalForm).toBe('');
    expect(defaults.facebookUrl).toBe('https://www.facebook.com/');
    const env = siteSettingsFromEnv({
      COMPANY_LEGAL_FORM: 'GmbH',
      COMPANY_REPRESENTATIVES: 'Amira Haddad; Jonas Weber',
      COMPANY_LANGUAGES: 'English, German',
      COMPANY_OPENING_HOURS: 'Mo-Fr 09:00-17:00',
      SOCIAL_X_URL: 'https://x.com/havelbridge',
    });
    expect(env.legalForm).toBe('gmbh');
    expect(env.representatives).toEqual(['Amira Haddad', 'Jonas Weber']);
    // COMPANY_LANGUAGES names them in English; the usual ones get their German names.
    expect(env.languages).toEqual([
      { en: 'English', de: 'Englisch' },
      { en: 'German', de: 'Deutsch' },
    ]);
    expect(env.openingHours.fri).toEqual({ opens: '09:00', closes: '17:00' });
    expect(env.xUrl).toBe('https://x.com/havelbridge');
    expect(siteSettingsFromEnv({ COMPANY_LEGAL_FORM: 'Ltd' }).legalForm).toBe('');
  });
});
