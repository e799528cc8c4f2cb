'use client';

import { useWatch } from 'react-hook-form';
import { ListError } from '@/components/admin/shared/list-error';
import { SampleNote } from '@/components/admin/shared/sample-note';
import { ServiceSelect } from '@/components/admin/shared/service-select';
import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { ActionForm } from '@/components/ui/form/action-form';
import { FormFooter } from '@/components/ui/form/form-footer';
import { CheckboxField, TextField } from '@/components/ui/form/fields';
import { ListField } from '@/components/ui/form/list-field';
import { useRecordForm } from '@/components/ui/form/use-record-form';
import { SectionCard } from '@/components/ui/section-card';
import type { Action } from '@/lib/actions/result';
import {
  CHECKLIST_HINTS as HINTS,
  CHECKLIST_LABELS as LABELS,
  CHECKLIST_LIMITS,
  checklistFormField,
  checklistFormInput,
  checklistFormValues,
  DOCUMENT_FORM_LABELS,
  DOCUMENT_FORMS,
  newItemValues,
  newSectionValues,
  type ChecklistFormInput,
  type ChecklistFormValues,
  type ChecklistRecord,
} from '@/lib/checklists/checklist';
import { CHECKLISTS_ADMIN_COPY as COPY } from '@/lib/content/checklists-admin';
import type { Localized } from '@/lib/i18n/localized';

// "Document 2: Proof of funds": a list item's name, with its English text once it has one.
const named = (what: string, index: number, title?: Localized) => `${what} ${index + 1}${title?.en.trim() ? `: ${title.en.trim()}` : ''}`;

// The documents of one section: each a fieldset with its texts and the forms it is needed in.
function ItemsEditor({ path }: { path: string }) {
  const sectionTitle = (useWatch({ name: `${path}.title.en` }) as string | undefined)?.trim();
  return (
    <div className="space-y-4">
      <ListError name={`${path}.items`} />
      <ListField
        name={`${path}.items`}
        legend={(index, item) => named(COPY.item, index, item.title as Localized | undefined)}
        minimum={CHECKLIST_LIMITS.section.items.min}
        maximum={CHECKLIST_LIMITS.section.items.max}
        addLabel={sectionTitle ? `${COPY.addItem} to ${sectionTitle}` : COPY.addItem}
        newItem={newItemValues}
        firstField="title-en"
      >
        {(_, itemPath) => (
          <>
            <LocalizedTextField name={`${itemPath}.title`} label={LABELS.itemTitle} required maxLength={CHECKLIST_LIMITS.item.title.max} />
            <LocalizedTextField name={`${itemPath}.explanation`} label={LABELS.explanation} hints={[HINTS.explanation]} rows={2} required maxLength={CHECKLIST_LIMITS.item.explanation.max} />
            <fieldset className="space-y-2">
              <legend className="font-medium text-slate-900">{LABELS.forms}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {DOCUMENT_FORMS.map((form) => (
                  <CheckboxField key={form} name={`${itemPath}.forms.${form}`} label={DOCUMENT_FORM_LABELS[form]} />
                ))}
              </div>
            </fieldset>
            <div className="max-w-md">
              <TextField name={`${itemPath}.id`} label={LABELS.itemId} hints={[HINTS.itemId]} optionalLabel={COPY.optional} maxLength={CHECKLIST_LIMITS.id} />
            </div>
          </>
        )}
      </ListField>
    </div>
  );
}

type Props = {
  // Absent: a new checklist.
  checklist?: ChecklistRecord;
  services: { id: string; title: string }[];
  save: Action<ChecklistFormInput, ChecklistRecord>;
};

// A checklist edited as a whole and saved with one action: its texts in every language, its
// sections and their documents (added, reordered, removed), its source and the day it was checked.
// A failed save keeps everything typed and shows each message under its field; leaving with
// unsaved changes asks first.
export function ChecklistForm({ checklist, services, save }: Props) {
  // The checklist as stored (trimmed, ids made from titles) arrives with the refreshed page after
  // a save: the form shows it.
  const kit = useRecordForm<ChecklistRecord, ChecklistFormValues, ChecklistFormInput, ChecklistRecord>({
    record: checklist,
    toValues: checklistFormValues,
    action: save,
    toInput: checklistFormInput,
    fieldOf: checklistFormField,
    listHref: '/admin/checklists',
    copy: COPY,
  });

  return (
    <ActionForm kit={kit} idPrefix="checklist" aria-label={checklist ? COPY.editTitle(checklist.title.en) : COPY.newTitle} className="max-w-4xl space-y-6">
      {checklist?.sample && <SampleNote>{COPY.sampleNote}</SampleNote>}
      <SectionCard titleId="checklist-about" title={COPY.sections.about}>
        <div className="space-y-4">
          <LocalizedTextField name="title" label={LABELS.title} required maxLength={CHECKLIST_LIMITS.checklist.title.max} />
          <LocalizedTextField name="summary" label={LABELS.summary} hints={[HINTS.summary]} rows={3} required maxLength={CHECKLIST_LIMITS.checklist.summary.max} />
          <div className="grid gap-4 md:grid-cols-2">
            {checklist ? (
              <p className="text-sm text-slate-700">{HINTS.fixedId(checklist.id)}</p>
            ) : (
              <TextField name="id" label={LABELS.id} hints={[HINTS.id]} optionalLabel={COPY.optional} maxLength={CHECKLIST_LIMITS.id} />
            )}
            <ServiceSelect name="service" label={LABELS.service} noneLabel={COPY.noService} services={services} />
          </div>
        </div>
      </SectionCard>

      <SectionCard titleId="checklist-source" title={COPY.sections.source}>
        <div className="space-y-4">
          <LocalizedTextField name="source.name" label={LABELS.sourceName} hints={[HINTS.sourceName]} required maxLength={CHECKLIST_LIMITS.source.name.max} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField name="source.url" type="url" label={LABELS.sourceUrl} hints={[HINTS.sourceUrl]} required maxLength={CHECKLIST_LIMITS.source.url} />
            <TextField name="checkedOn" type="date" label={LABELS.checkedOn} hints={[HINTS.checkedOn]} optionalLabel={COPY.optional} />
          </div>
        </div>
      </SectionCard>

      <SectionCard titleId="checklist-documents" title={COPY.sections.documents}>
        <div className="space-y-4">
          <ListError name="sections" />
          <ListField
            name="sections"
            legend={(index, section) => named(COPY.section, index, section.title as Localized | undefined)}
            minimum={CHECKLIST_LIMITS.checklist.sections.min}
            maximum={CHECKLIST_LIMITS.checklist.sections.max}
            addLabel={COPY.addSection}
            newItem={newSectionValues}
            firstField="title-en"
          >
            {(_, path) => (
              <>
                <LocalizedTextField name={`${path}.title`} label={LABELS.sectionTitle} required maxLength={CHECKLIST_LIMITS.section.title.max} />
                <div className="max-w-md">
                  <TextField name={`${path}.id`} label={LABELS.sectionId} hints={[HINTS.sectionId]} optionalLabel={COPY.optional} maxLength={CHECKLIST_LIMITS.id} />
                </div>
                <ItemsEditor path={path} />
              </>
            )}
          </ListField>
        </div>
      </SectionCard>

      <FormFooter cancel={{ href: '/admin/checklists', label: COPY.cancel }} busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} />
    </ActionForm>
  );
}
