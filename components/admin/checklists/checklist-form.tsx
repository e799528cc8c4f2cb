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
import { DOCUMENT_FORMS, type ChecklistRecord } from '@/lib/checklists/checklist';
import { CHECKLISTS_ADMIN_COPY as COPY } from '@/lib/content/checklists-admin';
import type { Localized } from '@/lib/i18n/localized';
import { CHECKLIST_LIMITS, type ChecklistFormInput } from '@/lib/validation/checklist';
import { fieldOf, newItem, newSection, toChecklistInput, toFormValues, type ChecklistFormValues } from './form-values';

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
        newItem={newItem}
        firstField="title-en"
      >
        {(_, itemPath) => (
          <>
            <LocalizedTextField name={`${itemPath}.title`} label={COPY.labels.itemTitle} required maxLength={CHECKLIST_LIMITS.item.title.max} />
            <LocalizedTextField name={`${itemPath}.explanation`} label={COPY.labels.explanation} hints={[COPY.hints.explanation]} rows={2} required maxLength={CHECKLIST_LIMITS.item.explanation.max} />
            <fieldset className="space-y-2">
              <legend className="font-medium text-slate-900">{COPY.labels.forms}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {DOCUMENT_FORMS.map((form) => (
                  <CheckboxField key={form} name={`${itemPath}.forms.${form}`} label={COPY.forms[form]} />
                ))}
              </div>
            </fieldset>
            <div className="max-w-md">
              <TextField name={`${itemPath}.id`} label={COPY.labels.itemId} hints={[COPY.hints.itemId]} optionalLabel={COPY.optional} maxLength={CHECKLIST_LIMITS.id} />
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
    toValues: toFormValues,
    action: save,
    toInput: toChecklistInput,
    fieldOf,
    listHref: '/admin/checklists',
    copy: COPY,
  });

  return (
    <ActionForm kit={kit} idPrefix="checklist" aria-label={checklist ? COPY.editTitle(checklist.title.en) : COPY.newTitle} className="max-w-4xl space-y-6">
      {checklist?.sample && <SampleNote>{COPY.sampleNote}</SampleNote>}
      <SectionCard titleId="checklist-about" title={COPY.sections.about}>
        <div className="space-y-4">
          <LocalizedTextField name="title" label={COPY.labels.title} required maxLength={CHECKLIST_LIMITS.checklist.title.max} />
          <LocalizedTextField name="summary" label={COPY.labels.summary} hints={[COPY.hints.summary]} rows={3} required maxLength={CHECKLIST_LIMITS.checklist.summary.max} />
          <div className="grid gap-4 md:grid-cols-2">
            {checklist ? (
              <p className="text-sm text-slate-700">{COPY.hints.fixedId(checklist.id)}</p>
            ) : (
              <TextField name="id" label={COPY.labels.id} hints={[COPY.hints.id]} optionalLabel={COPY.optional} maxLength={CHECKLIST_LIMITS.id} />
            )}
            <ServiceSelect name="service" label={COPY.labels.service} noneLabel={COPY.noService} services={services} />
          </div>
        </div>
      </SectionCard>

      <SectionCard titleId="checklist-source" title={COPY.sections.source}>
        <div className="space-y-4">
          <LocalizedTextField name="source.name" label={COPY.labels.sourceName} hints={[COPY.hints.sourceName]} required maxLength={CHECKLIST_LIMITS.source.name.max} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField name="source.url" type="url" label={COPY.labels.sourceUrl} hints={[COPY.hints.sourceUrl]} required maxLength={CHECKLIST_LIMITS.source.url} />
            <TextField name="checkedOn" type="date" label={COPY.labels.checkedOn} hints={[COPY.hints.checkedOn]} optionalLabel={COPY.optional} />
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
            newItem={newSection}
            firstField="title-en"
          >
            {(_, path) => (
              <>
                <LocalizedTextField name={`${path}.title`} label={COPY.labels.sectionTitle} required maxLength={CHECKLIST_LIMITS.section.title.max} />
                <div className="max-w-md">
                  <TextField name={`${path}.id`} label={COPY.labels.sectionId} hints={[COPY.hints.sectionId]} optionalLabel={COPY.optional} maxLength={CHECKLIST_LIMITS.id} />
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
