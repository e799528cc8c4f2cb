'use client';

import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { LeadPageActions } from '@/components/admin/shared/lead-actions';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';
import { NOTE_MAX_LENGTH } from '@/lib/enquiries/lead-actions';

// An internal note; the box empties once the note is on the timeline.
export function NoteForm({ addNote }: { addNote: LeadPageActions['addNote'] }) {
  const kit = useActionForm({
    defaultValues: { text: '' },
    action: addNote,
    saved: COPY.noteAdded,
    fixFields: COPY.noteFailed,
    failed: COPY.noteFailed,
    onSaved: () => kit.form.reset({ text: '' }),
  });
  return (
    <ActionForm kit={kit} idPrefix="lead-note" warnUnsaved={false} className="flex flex-col gap-3">
      <TextField name="text" id="lead-note" label={COPY.noteLabel} hints={[COPY.noteHint]} rows={3} maxLength={NOTE_MAX_LENGTH} />
      <SubmitButton busy={kit.busy} label={COPY.addNote} variant="secondary" className="self-start" />
    </ActionForm>
  );
}
