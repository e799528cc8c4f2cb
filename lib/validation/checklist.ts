import { z } from 'zod';
import { DOCUMENT_FORMS } from '@/lib/checklists/checklist';
import { languageName, localizedSchema } from '@/lib/i18n/localized';
import { SERVICE_IDS } from '@/lib/services/service';
import { berlinDay, parseBerlinDay } from '@/lib/time/berlin';
import { boundedLine } from '@/lib/fields/bounded-line';

// A document checklist as an administrator or editor saves it (the actions of the forms at
// /admin/checklists/new and /admin/checklists/{id}). Whether it is a sample is not input: only the
// seed stores samples, and a save with a "checked on" date ends it (lib/server/checklists/store.ts).

export const CHECKLIST_LIMITS = {
  // The address and every section's and document's id.
  id: 60,
  checklist: {
    title: { min: 3, max: 120 },
    summary: { min: 10, max: 400 },
    sections: { min: 1, max: 20 },
  },
  source: { name: { min: 3, max: 150 }, url: 500 },
  section: { title: { min: 2, max: 100 }, items: { min: 1, max: 40 } },
  item: { title: { min: 2, max: 150 }, explanation: { min: 5, max: 400 } },
} as const;

// An address and the ids of sections and items: lower-case letters, digits and single hyphens.
export const CHECKLIST_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function id(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(CHECKLIST_LIMITS.id, `${label} can have at most ${CHECKLIST_LIMITS.id} characters`)
    .regex(CHECKLIST_ID, `${label} may have only lower-case letters, digits and single hyphens, like blocked-account`);
}

// English required, each other language optional ("Title (German)" in its messages).
function localizedLine(label: string, limits: { min: number; max: number }) {
  return localizedSchema(boundedLine(label, limits), (locale) => boundedLine(`${label} (${languageName(locale)})`, limits));
}

const url = z
  .string({ error: 'The source’s address is required' })
  .trim()
  .min(1, { error: 'The source’s address is required', abort: true })
  .max(CHECKLIST_LIMITS.source.url, `The source’s address can have at most ${CHECKLIST_LIMITS.source.url} characters`)
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'Give the source’s full address, starting with https://');

// Empty: never compared with its source. Otherwise a real day, not after today (Berlin).
const checkedOn = z
  .string({ error: 'Choose the day it was checked' })
  .trim()
  .transform((day, context) => {
    if (day === '') return null;
    if (!parseBerlinDay(day)) context.addIssue({ code: 'custom', message: 'Choose the day it was checked' });
    else if (day > berlinDay(new Date())) context.addIssue({ code: 'custom', message: 'The day it was checked cannot be in the future' });
    return day;
  });

const itemSchema = z.object({
  id: id('The item’s id'),
  title: localizedLine('The document', CHECKLIST_LIMITS.item.title),
  explanation: localizedLine('The explanation', CHECKLIST_LIMITS.item.explanation),
  // Each form at most once, in the order of DOCUMENT_FORMS.
  forms: z.array(z.enum(DOCUMENT_FORMS, { error: 'Choose original, copy or certified translation' })).transform((forms) => DOCUMENT_FORMS.filter((form) => forms.includes(form))),
});

const sectionSchema = z.object({
  id: id('The section’s id'),
  title: localizedLine('The section’s heading', CHECKLIST_LIMITS.section.title),
  items: z
    .array(itemSchema)
    .min(CHECKLIST_LIMITS.section.items.min, 'Add at least one document')
    .max(CHECKLIST_LIMITS.section.items.max, `A section can have at most ${CHECKLIST_LIMITS.section.items.max} documents`),
});

// An enquiry names the items it ticked by their ids, so no two items of a checklist may share
// one (nor two sections, whose ids the page uses as anchors).
function uniqueIds(sections: z.output<typeof sectionSchema>[], context: z.RefinementCtx) {
  const sectionIds = new Set<string>();
  const itemIds = new Set<string>();
  sections.forEach((section, s) => {
    if (sectionIds.has(section.id)) context.addIssue({ code: 'custom', path: ['sections', s, 'id'], message: `Another section already has the id ${section.id}` });
    sectionIds.add(section.id);
    section.items.forEach((item, i) => {
      if (itemIds.has(item.id)) context.addIssue({ code: 'custom', path: ['sections', s, 'items', i, 'id'], message: `Another document already has the id ${item.id}` });
      itemIds.add(item.id);
    });
  });
}

const fields = {
  title: localizedLine('The title', CHECKLIST_LIMITS.checklist.title),
  summary: localizedLine('The summary', CHECKLIST_LIMITS.checklist.summary),
  // Empty: no service page links to it.
  service: z
    .union([z.literal(''), z.null(), z.enum(SERVICE_IDS)], { error: 'Choose a service, or none' })
    .transform((value) => value || null),
  sections: z
    .array(sectionSchema)
    .min(CHECKLIST_LIMITS.checklist.sections.min, 'Add at least one section')
    .max(CHECKLIST_LIMITS.checklist.sections.max, `A checklist can have at most ${CHECKLIST_LIMITS.checklist.sections.max} sections`),
  source: z.object({ name: localizedLine('The source’s name', CHECKLIST_LIMITS.source.name), url }),
  checkedOn,
};

// A saved checklist (its id is the address, fixed once created: links and enquiries name it).
export const checklistInputSchema = z.object(fields).superRefine((value, context) => uniqueIds(value.sections, context));
// A new one, with its address.
export const newChecklistSchema = z.object({ id: id('The address'), ...fields }).superRefine((value, context) => uniqueIds(value.sections, context));

export type ChecklistInput = z.output<typeof checklistInputSchema>;
export type NewChecklistInput = z.output<typeof newChecklistSchema>;
export type ChecklistFormInput = z.input<typeof newChecklistSchema>;
