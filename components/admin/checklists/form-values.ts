import { DOCUMENT_FORMS, type ChecklistRecord, type DocumentForm } from '@/lib/checklists/checklist';
import { formLocalized, type Localized } from '@/lib/i18n/localized';
import { slugify } from '@/lib/fields/slug';
import type { ChecklistFormInput } from '@/lib/validation/checklist';

// The checklist form's values: every text in every language ({ en, de }, empty where not written),
// the forms a document is needed in as one checkbox each, "checked on" as the date field's text
// (empty: never). The paths match the action's, so its field errors land on their fields.

export type ItemValues = { id: string; title: Localized; explanation: Localized; forms: Record<DocumentForm, boolean> };
export type SectionValues = { id: string; title: Localized; items: ItemValues[] };
export type ChecklistFormValues = {
  id: string;
  title: Localized;
  summary: Localized;
  service: string;
  sections: SectionValues[];
  source: { name: Localized; url: string };
  checkedOn: string;
};

const formsValues = (forms: readonly DocumentForm[]) => Object.fromEntries(DOCUMENT_FORMS.map((form) => [form, forms.includes(form)])) as Record<DocumentForm, boolean>;

// New objects each time: the form writes into its values.
export const newItem = (): ItemValues => ({ id: '', title: formLocalized(''), explanation: formLocalized(''), forms: formsValues([]) });
export const newSection = (): SectionValues => ({ id: '', title: formLocalized(''), items: [newItem()] });

export function toFormValues(checklist?: ChecklistRecord): ChecklistFormValues {
  return {
    id: checklist?.id ?? '',
    title: formLocalized(checklist?.title ?? ''),
    summary: formLocalized(checklist?.summary ?? ''),
    service: checklist?.service ?? '',
    sections: checklist
      ? checklist.sections.map((section) => ({
          id: section.id,
          title: formLocalized(section.title),
          items: section.items.map((item) => ({ id: item.id, title: formLocalized(item.title), explanation: formLocalized(item.explanation), forms: formsValues(item.forms) })),
        }))
      : [newSection()],
    source: { name: formLocalized(checklist?.source.name ?? ''), url: checklist?.source.url ?? 'https://' },
    checkedOn: checklist?.checkedOn ?? '',
  };
}

// An id left empty is made from the English text it names ("Proof of funds" → proof-of-funds).
const idOr = (id: string, title: Localized) => id.trim() || slugify(title.en);

export function toChecklistInput(values: ChecklistFormValues): ChecklistFormInput {
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
export function fieldOf(key: string): string {
  if (key === 'sections' || /^sections\.\d+\.items$/.test(key)) return `${key}.root`;
  if (/^sections\.\d+\.items\.\d+\.forms(\.\d+)?$/.test(key)) return `${key.replace(/\.forms(\.\d+)?$/, '.forms')}.${DOCUMENT_FORMS[0]}`;
  return key;
}
