import { z } from 'zod';
import { boundedLine } from '@/lib/fields/bounded-line';
import { asLocalized, formLocalized, languageName, localizedSchema, pickLocalized, type Localized, type StoredLocalized, eachField } from '@/lib/i18n/localized';
import { slugify } from '@/lib/fields/slug';
import { isServiceId, SERVICE_IDS } from '@/lib/services/service';
import { berlinDay, parseBerlinDay } from '@/lib/time/berlin';
import type { Locale } from '@/i18n/locales';

// A document checklist for one purpose (study visa, Opportunity Card, EU Blue Card, family
// reunification, recognition, and any the firm adds): sections of documents, each with a short
// explanation and the form the mission asks for, and the source it was checked against. Texts are
// per language ({ en, de? }, English the fallback). Administrators and editors keep them in the
// back office; each is a public page at /checklists/{id} (/de/checklisten/{id}).
//
// The checklist record: its fields once, with their labels and hints, the input schemas, the
// record and page types, the mappers from a stored document and the back-office form's values.
// Storage is models/checklist.ts; reads and writes are lib/server/checklists/.

// What a document must be handed in as; an item may need several (the original and a certified
// translation).
export const DOCUMENT_FORMS = ['original', 'copy', 'certified-translation'] as const;
export type DocumentForm = (typeof DOCUMENT_FORMS)[number];

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

// The checklist's own texts, each per language; its sections, documents and source have
// per-language texts of their own.
export const CHECKLIST_LOCALIZED_FIELDS = ['title', 'summary'] as const;
type LocalizedField = (typeof CHECKLIST_LOCALIZED_FIELDS)[number];


// The back office's labels and hints of each field (it stays English).
export const CHECKLIST_LABELS = {
  id: 'Address',
  title: 'Title',
  summary: 'Summary',
  service: 'Service page that links to it',
  sourceName: 'Source',
  sourceUrl: 'Source’s address',
  checkedOn: 'Checked on',
  sectionId: 'Section id',
  sectionTitle: 'Section heading',
  itemId: 'Document id',
  itemTitle: 'Document',
  explanation: 'Explanation',
  forms: 'Needed as',
} as const;

export const CHECKLIST_HINTS = {
  id: 'The end of the page’s address (/checklists/study-visa): lower-case letters, digits and hyphens. It cannot be changed later. Empty: made from the title.',
  fixedId: (id: string) => `The page’s address is /checklists/${id}; it stays as it is, since links and enquiries name it.`,
  summary: 'One or two sentences at the top of the page: what the list is for.',
  sourceName: 'Whose list you compared it with, for example “German Embassy New Delhi: student visa”.',
  sourceUrl: 'The source’s page, starting with https://.',
  checkedOn: 'The day you last compared the whole list with its source. Empty: never; the launch check lists it, and again a year after this day.',
  sectionId: 'Lower-case letters, digits and hyphens; unique in this checklist. Empty: made from the heading.',
  itemId: 'Enquiries name the ticked documents by it, so keep it once the checklist is public. Empty: made from the document’s name.',
  explanation: 'One sentence: what exactly, and how.',
} as const;

export const DOCUMENT_FORM_LABELS = { original: 'Original', copy: 'Copy', 'certified-translation': 'Certified translation' } as const satisfies Record<DocumentForm, string>;

// A document checklist as an administrator or editor saves it (the actions of the forms at
// /admin/checklists/new and /admin/checklists/{id}). Whether it is a sample is not input: only the
// seed stores samples, and a save with a "checked on" date ends it (lib/server/checklists/store.ts).

// How a message names a field: "The title is required".
const the = (label: string) => `The ${label.toLowerCase()}`;

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

const sourceUrl = the(CHECKLIST_LABELS.sourceUrl);
const url = z
  .string({ error: `${sourceUrl} is required` })
  .trim()
  .min(1, { error: `${sourceUrl} is required`, abort: true })
  .max(CHECKLIST_LIMITS.source.url, `${sourceUrl} can have at most ${CHECKLIST_LIMITS.source.url} characters`)
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
  // Stable within its checklist: an enquiry names the items it ticked by it.
  id: id('The item’s id'),
  title: localizedLine(the(CHECKLIST_LABELS.itemTitle), CHECKLIST_LIMITS.item.title),
  explanation: localizedLine(the(CHECKLIST_LABELS.explanation), CHECKLIST_LIMITS.item.explanation),
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
  title: localizedLine(the(CHECKLIST_LABELS.title), CHECKLIST_LIMITS.checklist.title),
  summary: localizedLine(the(CHECKLIST_LABELS.summary), CHECKLIST_LIMITS.checklist.summary),
  // The service whose page links to it. Empty: no service page links to it.
  service: z
    .union([z.literal(''), z.null(), z.enum(SERVICE_IDS)], { error: 'Choose a service, or none' })
    .transform((value) => value || null),
  sections: z
    .array(sectionSchema)
    .min(CHECKLIST_LIMITS.checklist.sections.min, 'Add at least one section')
    .max(CHECKLIST_LIMITS.checklist.sections.max, `A checklist can have at most ${CHECKLIST_LIMITS.checklist.sections.max} sections`),
  // Where the list comes from (the German mission's list, …).
  source: z.object({ name: localizedLine('The source’s name', CHECKLIST_LIMITS.source.name), url }),
  // When someone last compared it with its source: YYYY-MM-DD, or null: never reviewed (the
  // launch check lists it, and one older than a year).
  checkedOn,
};

// A saved checklist (its id is the address, fixed once created: links and enquiries name it).
export const checklistInputSchema = z.object(fields).superRefine((value, context) => uniqueIds(value.sections, context));
// A new one, with its address (the same in every language).
export const newChecklistSchema = z.object({ id: id(the(CHECKLIST_LABELS.id)), ...fields }).superRefine((value, context) => uniqueIds(value.sections, context));

export type ChecklistInput = z.output<typeof checklistInputSchema>;
export type NewChecklistInput = z.output<typeof newChecklistSchema>;
export type ChecklistFormInput = z.input<typeof newChecklistSchema>;

// A checklist as stored and edited in the back office: the input as saved, and what only the
// server sets.
export type ChecklistRecord = NewChecklistInput & {
  // A sample from the seed: shown like the others and listed by the launch check until reviewed.
  sample: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
};
export type ChecklistSectionRecord = ChecklistRecord['sections'][number];
export type ChecklistItemRecord = ChecklistSectionRecord['items'][number];

// A checklist as a page in one language shows it.
export type ChecklistItem = { id: string; title: string; explanation: string; forms: DocumentForm[] };
export type ChecklistSection = { id: string; title: string; items: ChecklistItem[] };
export type Checklist = Pick<ChecklistRecord, 'id' | 'service' | 'checkedOn'> &
  Record<LocalizedField, string> & {
    sections: ChecklistSection[];
    source: { name: string; url: string };
  };

// A stored document as read (lean, uncast).
type StoredItem = { id: string; title: StoredLocalized; explanation: StoredLocalized; forms?: string[] | null };
export type StoredChecklist = {
  _id: string;
  service?: string | null;
  sections?: { id: string; title: StoredLocalized; items?: StoredItem[] | null }[] | null;
  source?: { name?: StoredLocalized; url?: string | null } | null;
  checkedOn?: string | null;
  sample?: boolean | null;
  updatedAt?: Date | null;
  updatedBy?: string | null;
} & Record<LocalizedField, StoredLocalized>;

const isForm = (form: string): form is DocumentForm => (DOCUMENT_FORMS as readonly string[]).includes(form);

export function toChecklistRecord(row: StoredChecklist): ChecklistRecord {
  return {
    id: String(row._id),
    ...eachField(CHECKLIST_LOCALIZED_FIELDS, (field) => asLocalized(row[field])),
    service: row.service && isServiceId(row.service) ? row.service : null,
    sections: (row.sections ?? []).map((section) => ({
      id: section.id,
      title: asLocalized(section.title),
      items: (section.items ?? []).map((item) => ({
        id: item.id,
        title: asLocalized(item.title),
        explanation: asLocalized(item.explanation),
        forms: (item.forms ?? []).filter(isForm),
      })),
    })),
    source: { name: asLocalized(row.source?.name), url: row.source?.url ?? '' },
    checkedOn: row.checkedOn ?? null,
    sample: row.sample === true,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    updatedBy: row.updatedBy || null,
  };
}

export function pickChecklist(record: ChecklistRecord, locale: Locale): Checklist {
  const text = (value: Localized) => pickLocalized(value, locale);
  return {
    id: record.id,
    ...eachField(CHECKLIST_LOCALIZED_FIELDS, (field) => text(record[field])),
    service: record.service,
    sections: record.sections.map((section) => ({
      id: section.id,
      title: text(section.title),
      items: section.items.map((item) => ({ id: item.id, title: text(item.title), explanation: text(item.explanation), forms: item.forms })),
    })),
    source: { name: text(record.source.name), url: record.source.url },
    checkedOn: record.checkedOn,
  };
}

// The checklist form's values: every text in every language ({ en, de }, empty where not written),
// the forms a document is needed in as one checkbox each, "checked on" as the date field's text
// (empty: never). The paths match the action's, so its field errors land on their fields.

export type ItemValues = { id: string; title: Localized; explanation: Localized; forms: Record<DocumentForm, boolean> };
export type SectionValues = { id: string; title: Localized; items: ItemValues[] };
export type ChecklistFormValues = {
  id: string;
  service: string;
  sections: SectionValues[];
  source: { name: Localized; url: string };
  checkedOn: string;
} & Record<LocalizedField, Localized>;

const formsValues = (forms: readonly DocumentForm[]) => Object.fromEntries(DOCUMENT_FORMS.map((form) => [form, forms.includes(form)])) as Record<DocumentForm, boolean>;

// New objects each time: the form writes into its values.
export const newItemValues = (): ItemValues => ({ id: '', title: formLocalized(''), explanation: formLocalized(''), forms: formsValues([]) });
export const newSectionValues = (): SectionValues => ({ id: '', title: formLocalized(''), items: [newItemValues()] });

export function checklistFormValues(checklist?: ChecklistRecord): ChecklistFormValues {
  return {
    id: checklist?.id ?? '',
    ...eachField(CHECKLIST_LOCALIZED_FIELDS, (field) => formLocalized(checklist?.[field] ?? '')),
    service: checklist?.service ?? '',
    sections: checklist
      ? checklist.sections.map((section) => ({
          id: section.id,
          title: formLocalized(section.title),
          items: section.items.map((item) => ({ id: item.id, title: formLocalized(item.title), explanation: formLocalized(item.explanation), forms: formsValues(item.forms) })),
        }))
      : [newSectionValues()],
    source: { name: formLocalized(checklist?.source.name ?? ''), url: checklist?.source.url ?? 'https://' },
    checkedOn: checklist?.checkedOn ?? '',
  };
}

// An id left empty is made from the English text it names ("Proof of funds" → proof-of-funds).
const idOr = (id: string, title: Localized) => id.trim() || slugify(title.en);

export function checklistFormInput(values: ChecklistFormValues): ChecklistFormInput {
  return {
    ...values,
    // The select offers the service ids; the server checks it is one.
    service: values.service as ChecklistFormInput['service'],
    id: idOr(values.id, values.title),
    sections: values.sections.map((section) => ({
      id: idOr(section.id, section.title),
      title: section.title,
      items: section.items.map((item) => ({
        id: idOr(item.id, item.title),
        title: item.title,
        explanation: item.explanation,
        forms: DOCUMENT_FORMS.filter((form) => item.forms[form]),
      })),
    })),
  };
}

// The form field a message of the action belongs to: a list's own message is its `root`
// (`sections`, `sections.2.items`), the forms' message goes to the first checkbox.
export function checklistFormField(key: string): string {
  if (key === 'sections' || /^sections\.\d+\.items$/.test(key)) return `${key}.root`;
  if (/^sections\.\d+\.items\.\d+\.forms(\.\d+)?$/.test(key)) return `${key.replace(/\.forms(\.\d+)?$/, '.forms')}.${DOCUMENT_FORMS[0]}`;
  return key;
}
