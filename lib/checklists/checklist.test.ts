import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECKLISTS } from '@/lib/checklists/defaults';
import { addDays, berlinDay } from '@/lib/time/berlin';
import { checklistFormField, checklistFormInput, checklistFormValues, checklistInputSchema, newChecklistSchema, newSectionValues } from './checklist';

// The checklist forms' schema: what is stored is checked here first.
// A document with its English texts only.
const doc = (id: string, title: string, explanation: string, forms: string[] = []) => ({ id, title: { en: title }, explanation: { en: explanation }, forms });

const valid = () => ({
  id: 'work-visa',
  title: { en: 'Work visa', de: 'Arbeitsvisum' },
  summary: { en: 'What the mission asks for.', de: '' },
  service: '',
  sections: [{ id: 'application', title: { en: 'Application' }, items: [doc('passport', 'Passport', 'Valid for the whole stay.', ['copy', 'original', 'copy']), doc('photos', 'Photos', 'Two biometric photos.')] }],
  source: { name: { en: 'Federal Foreign Office' }, url: 'https://www.auswaertiges-amt.de/' },
  checkedOn: '',
});

const errorsOf = (value: unknown) => {
  const result = newChecklistSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('checklist input', () => {
  it('accepts a checklist: no service is null, never checked is null, empty translations dropped, forms once each in their order', () => {
    const parsed = newChecklistSchema.parse(valid());
    expect(parsed.service).toBeNull();
    expect(parsed.checkedOn).toBeNull();
    expect(parsed.summary).toEqual({ en: 'What the mission asks for.' });
    expect(parsed.sections[0]!.items[0]!.forms).toEqual(['original', 'copy']);
  });

  it('accepts every sample checklist as it is stored', () => {
    for (const checklist of DEFAULT_CHECKLISTS) expect(errorsOf({ ...checklist, service: checklist.service ?? '', checkedOn: '' }), checklist.id).toEqual({});
  });

  it.each([
    ['an address with capitals', { id: 'Work-Visa' }, 'id', 'The address may have only lower-case letters, digits and single hyphens, like blocked-account'],
    ['an address with a double hyphen', { id: 'work--visa' }, 'id', 'The address may have only lower-case letters, digits and single hyphens, like blocked-account'],
    ['no address', { id: '' }, 'id', 'The address is required'],
    ['an unknown service', { service: 'tourism' }, 'service', 'Choose a service, or none'],
    ['a source over plain http', { source: { name: { en: 'Somewhere' }, url: 'http://example.com/' } }, 'source.url', 'Give the source’s full address, starting with https://'],
    ['a source that is no address', { source: { name: { en: 'Somewhere' }, url: 'https://' } }, 'source.url', 'Give the source’s full address, starting with https://'],
    ['no section', { sections: [] }, 'sections', 'Add at least one section'],
    ['a day that does not exist', { checkedOn: '2026-02-30' }, 'checkedOn', 'Choose the day it was checked'],
    ['a day in the future', { checkedOn: addDays(berlinDay(new Date()), 2) }, 'checkedOn', 'The day it was checked cannot be in the future'],
    ['a title of two lines', { title: { en: 'Work\nvisa' } }, 'title.en', 'The title must be one line, without line breaks, tabs or other control characters'],
    ['a German title too short', { title: { en: 'Work visa', de: 'A' } }, 'title.de', 'The title (German) must be at least 3 characters'],
  ])('refuses %s under its field', (_, change, path, message) => {
    expect(errorsOf({ ...valid(), ...change })).toEqual({ [path]: message });
  });

  it('refuses a section without documents, and a document without an explanation', () => {
    const value = valid();
    value.sections.push({ id: 'money', title: { en: 'Money' }, items: [] });
    value.sections[0]!.items[1]!.explanation = { en: '' };
    expect(errorsOf(value)).toEqual({ 'sections.1.items': 'Add at least one document', 'sections.0.items.1.explanation.en': 'The explanation is required' });
  });

  it('refuses two documents with one id anywhere in the checklist, and two sections with one id', () => {
    const value = valid();
    value.sections.push({ id: 'application', title: { en: 'Money' }, items: [doc('photos', 'Funds', 'A blocked account.', ['copy'])] });
    expect(errorsOf(value)).toEqual({ 'sections.1.id': 'Another section already has the id application', 'sections.1.items.0.id': 'Another document already has the id photos' });
  });

  it('takes no address when a saved checklist is edited', () => {
    expect(checklistInputSchema.parse({ ...valid(), checkedOn: '2026-01-15' })).not.toHaveProperty('id');
  });
});

describe('the checklist form’s values', () => {
  it('send a stored checklist back as it is', () => {
    const sample = DEFAULT_CHECKLISTS[2]!;
    const parsed = checklistInputSchema.parse(checklistFormInput(checklistFormValues(sample)));
    expect(parsed).toEqual({ title: sample.title, summary: sample.summary, service: sample.service, sections: sample.sections, source: sample.source, checkedOn: null });
  });

  it('make empty ids from the English texts they name', () => {
    const values = checklistFormValues();
    values.title = { en: 'Arbeitsvisum für Ärzte', de: '' };
    values.sections = [newSectionValues()];
    values.sections[0]!.title = { en: 'Proof of funds', de: '' };
    values.sections[0]!.items[0]!.title = { en: 'Blocked account (Sperrkonto)', de: '' };
    values.sections[0]!.items[0]!.forms.copy = true;
    const input = checklistFormInput(values);
    expect(input.id).toBe('arbeitsvisum-fuer-aerzte');
    expect(input.sections[0]).toMatchObject({ id: 'proof-of-funds', items: [{ id: 'blocked-account-sperrkonto', forms: ['copy'] }] });
  });

  it('put a list’s own message on its root and the forms’ message on the first box', () => {
    expect(checklistFormField('sections')).toBe('sections.root');
    expect(checklistFormField('sections.1.items')).toBe('sections.1.items.root');
    expect(checklistFormField('sections.1.items.2.forms.0')).toBe('sections.1.items.2.forms.original');
    expect(checklistFormField('sections.1.items.2.title.de')).toBe('sections.1.items.2.title.de');
  });
});
