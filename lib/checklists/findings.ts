import { countMissing, languageName, TRANSLATION_LOCALES, type Localized } from '@/lib/i18n/localized';
import type { ChecklistRecord } from './checklist';

// What the launch check (lib/server/launch/launch-check.ts) says about the checklists: one finding
// per checklist that was never compared with its source or was compared more than a year ago, and
// one per checklist and language with texts that pages in that language show in English. Each
// links to the checklist's form. The back office's list shows the same "review due" state.

export type ChecklistFinding = { key: string; checklistId: string; message: string; href: string };

// The same day one year earlier ("2026-02-28" for "2027-02-28"; a 29 February compares as a day
// after the 28th, so it is never due early).
function yearBefore(day: string): string {
  return `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
}

// Never reviewed, or last reviewed more than a year before `today` (YYYY-MM-DD, Berlin).
export function reviewDue(checklist: Pick<ChecklistRecord, 'checkedOn'>, today: string): boolean {
  return checklist.checkedOn === null || checklist.checkedOn < yearBefore(today);
}

export const checklistFormHref = (id: string) => `/admin/checklists/${id}`;

export function checklistReviewFindings(checklists: readonly ChecklistRecord[], today: string): ChecklistFinding[] {
  return checklists.flatMap((checklist) => {
    if (!reviewDue(checklist, today)) return [];
    const what = checklist.sample ? 'is a sample and was never checked against its source' : 'was never checked against its source';
    const message =
      checklist.checkedOn === null
        ? `Checklist '${checklist.title.en}' ${what}.`
        : `Checklist '${checklist.title.en}' was last checked against its source on ${checklist.checkedOn}, more than a year ago.`;
    return [{ key: `checklist-review:${checklist.id}`, checklistId: checklist.id, message, href: checklistFormHref(checklist.id) }];
  });
}

// Every text of a checklist that its page shows.
export function checklistTexts(checklist: ChecklistRecord): Localized[] {
  return [
    checklist.title,
    checklist.summary,
    checklist.source.name,
    ...checklist.sections.flatMap((section) => [section.title, ...section.items.flatMap((item) => [item.title, item.explanation])]),
  ];
}

// "Checklist 'EU Blue Card: document checklist': 3 texts without German."
export function checklistTranslationFindings(checklists: readonly ChecklistRecord[]): ChecklistFinding[] {
  return checklists.flatMap((checklist) =>
    TRANSLATION_LOCALES.flatMap((locale) => {
      const missing = countMissing(checklistTexts(checklist), locale);
      if (missing === 0) return [];
      return [
        {
          key: `checklist-translation:${checklist.id}:${locale}`,
          checklistId: checklist.id,
          message: `Checklist '${checklist.title.en}': ${missing === 1 ? '1 text' : `${missing} texts`} without ${languageName(locale)}.`,
          href: checklistFormHref(checklist.id),
        },
      ];
    }),
  );
}
