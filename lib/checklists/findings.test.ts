import { describe, expect, it } from 'vitest';
import type { ChecklistRecord } from './checklist';
import { DEFAULT_CHECKLISTS } from './defaults';
import { checklistReviewFindings, checklistTranslationFindings, reviewDue } from './findings';

const checklist = (checkedOn: string | null, sample = false): ChecklistRecord => ({ ...DEFAULT_CHECKLISTS[0]!, checkedOn, sample });

describe('a checklist’s review', () => {
  it.each([
    [null, '2026-06-15', true],
    ['2025-06-15', '2026-06-15', false],
    ['2025-06-14', '2026-06-15', true],
    ['2026-06-15', '2026-06-15', false],
    // A year after 29 February is 1 March's eve: not due on 28 February.
    ['2024-02-29', '2025-02-28', false],
    ['2024-02-29', '2025-03-01', true],
  ] as const)('checked on %s is due on %s: %s', (checkedOn, today, due) => {
    expect(reviewDue({ checkedOn }, today)).toBe(due);
  });

  it('says whether it is a sample, never reviewed or reviewed too long ago, and links to its form', () => {
    const findings = checklistReviewFindings([checklist(null, true), { ...checklist('2024-01-01'), id: 'old' }, { ...checklist('2026-06-01'), id: 'fresh' }], '2026-06-15');
    expect(findings).toEqual([
      {
        key: 'checklist-review:study-visa',
        checklistId: 'study-visa',
        message: "Checklist 'Student visa: document checklist' is a sample and was never checked against its source.",
        href: '/admin/checklists/study-visa',
      },
      {
        key: 'checklist-review:old',
        checklistId: 'old',
        message: "Checklist 'Student visa: document checklist' was last checked against its source on 2024-01-01, more than a year ago.",
        href: '/admin/checklists/old',
      },
    ]);
  });
});

describe('a checklist’s translations', () => {
  it('finds none in the samples, and counts each text without German', () => {
    expect(checklistTranslationFindings(DEFAULT_CHECKLISTS)).toEqual([]);
    const english = checklist(null);
    english.sections = [{ id: 'a', title: { en: 'Application' }, items: [{ id: 'b', title: { en: 'Passport', de: 'Reisepass' }, explanation: { en: 'Valid.' }, forms: [] }] }];
    expect(checklistTranslationFindings([english]).map((finding) => finding.message)).toEqual(["Checklist 'Student visa: document checklist': 2 texts without German."]);
  });
});
