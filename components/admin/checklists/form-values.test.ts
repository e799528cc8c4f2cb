import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECKLISTS } from '@/lib/checklists/defaults';
import { checklistInputSchema } from '@/lib/validation/checklist';
import { fieldOf, newSection, toChecklistInput, toFormValues } from './form-values';

describe('the checklist form’s values', () => {
  it('send a stored checklist back as it is', () => {
    const sample = DEFAULT_CHECKLISTS[2]!;
    const parsed = checklistInputSchema.parse(toChecklistInput(toFormValues(sample)));
    expect(parsed).toEqual({ title: sample.title, summary: sample.summary, service: sample.service, sections: sample.sections, source: sample.source, checkedOn: null });
  });

  it('make empty ids from the English texts they name', () => {
    const values = toFormValues();
    values.title = { en: 'Arbeitsvisum für Ärzte', de: '' };
    values.sections = [newSection()];
    values.sections[0]!.title = { en: 'Proof of funds', de: '' };
    values.sections[0]!.items[0]!.title = { en: 'Blocked account (Sperrkonto)', de: '' };
    values.sections[0]!.items[0]!.forms.copy = true;
    const input = toChecklistInput(values);
    expect(input.id).toBe('arbeitsvisum-fuer-aerzte');
    expect(input.sections[0]).toMatchObject({ id: 'proof-of-funds', items: [{ id: 'blocked-account-sperrkonto', forms: ['copy'] }] });
  });

  it('put a list’s own message on its root and the forms’ message on the first box', () => {
    expect(fieldOf('sections')).toBe('sections.root');
    expect(fieldOf('sections.1.items')).toBe('sections.1.items.root');
    expect(fieldOf('sections.1.items.2.forms.0')).toBe('sections.1.items.2.forms.original');
    expect(fieldOf('sections.1.items.2.title.de')).toBe('sections.1.items.2.title.de');
  });
});
