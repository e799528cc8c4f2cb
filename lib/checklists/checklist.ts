import type { Locale } from '@/i18n/locales';
import { pickLocalized, type Localized } from '@/lib/i18n/localized';
import type { ServiceId } from '@/lib/services/service';

// A document checklist for one purpose (study visa, Opportunity Card, EU Blue Card, family
// reunification, recognition, and any the firm adds): sections of documents, each with a short
// explanation and the form the mission asks for, and the source it was checked against. Texts are
// per language ({ en, de? }, English the fallback). Administrators and editors keep them in the
// back office; each is a public page at /checklists/{id} (/de/checklisten/{id}).

// What a document must be handed in as; an item may need several (the original and a certified
// translation).
export const DOCUMENT_FORMS = ['original', 'copy', 'certified-translation'] as const;
export type DocumentForm = (typeof DOCUMENT_FORMS)[number];

export type ChecklistItemRecord = {
  // Stable within its checklist: an enquiry names the items it ticked by it.
  id: string;
  title: Localized;
  explanation: Localized;
  forms: DocumentForm[];
};

export type ChecklistSectionRecord = { id: string; title: Localized; items: ChecklistItemRecord[] };

export type ChecklistRecord = {
  // The address (lowercase letters, digits, hyphens), the same in every language.
  id: string;
  title: Localized;
  summary: Localized;
  // The service whose page links to it; null for none.
  service: ServiceId | null;
  sections: ChecklistSectionRecord[];
  // Where the list comes from (the German mission's list, …) and when someone last compared it.
  source: { name: Localized; url: string };
  // YYYY-MM-DD, or null: never reviewed (the launch check lists it, and one older than a year).
  checkedOn: string | null;
  // A sample from the seed: shown like the others and listed by the launch check until reviewed.
  sample: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
};

// A checklist as a page in one language shows it.
export type ChecklistItem = { id: string; title: string; explanation: string; forms: DocumentForm[] };
export type ChecklistSection = { id: string; title: string; items: ChecklistItem[] };
export type Checklist = {
  id: string;
  title: string;
  summary: string;
  service: ServiceId | null;
  sections: ChecklistSection[];
  source: { name: string; url: string };
  checkedOn: string | null;
};

export function pickChecklist(record: ChecklistRecord, locale: Locale): Checklist {
  const text = (value: Localized) => pickLocalized(value, locale);
  return {
    id: record.id,
    title: text(record.title),
    summary: text(record.summary),
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
