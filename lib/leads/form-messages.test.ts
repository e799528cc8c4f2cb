import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { contactLeadSchema } from '@/lib/enquiries/enquiry';
import { leadFormMessages } from './form-messages';

const errorsOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the lead forms’ error texts', () => {
  it('are SPEC’s in English', async () => {
    const schema = contactLeadSchema(leadFormMessages('en', await loadMessages('en')));
    expect(errorsOf(schema.safeParse({ email: 'a@b', message: 'x'.repeat(5001), locale: 'fr' }))).toEqual({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      message: 'Message must be at most 5000 characters',
      locale: 'Language must be one of: en, de',
    });
  });

  it('are German for a German page, with the same limits', async () => {
    const schema = contactLeadSchema(leadFormMessages('de', await loadMessages('de')));
    expect(errorsOf(schema.safeParse({ fullName: ' ', email: 'a@b', message: 'x'.repeat(5001) }))).toEqual({
      fullName: 'Bitte füllen Sie das Feld „Vollständiger Name“ aus.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      message: '„Nachricht“ darf höchstens 5000 Zeichen lang sein.',
    });
  });

  it('default the language to English and accept each published one', async () => {
    const schema = contactLeadSchema(leadFormMessages('en', await loadMessages('en')));
    const valid = { fullName: 'A', email: 'a@b.de', message: 'Hi' };
    expect(schema.parse(valid).locale).toBe('en');
    expect(schema.parse({ ...valid, locale: 'de' }).locale).toBe('de');
  });
});
