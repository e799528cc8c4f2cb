'use client';

import { LoaderCircle, X } from 'lucide-react';
import Image from 'next/image';
import Link from 'next/link';
import { useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { ChooseFromLibrary } from '@/components/admin/shared/choose-from-library';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/admin/shared/image-file';
import { uploadImage } from '@/components/admin/upload-image';
import { buttonClass } from '@/components/ui/button';
import { Field, fieldA11y } from '@/components/ui/field';
import { ActionForm } from '@/components/ui/form/action-form';
import { CheckboxField, TextField, useFieldErrors, useRegister } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { AUTHORS_COPY as COPY } from '@/lib/content/authors';
import {
  AUTHOR_HINTS as HINTS,
  AUTHOR_LABELS as LABELS,
  AUTHOR_LIMITS,
  authorFormValues,
  type AuthorDto,
  type AuthorFormFields,
  type AuthorFormValues as Values,
} from '@/lib/authors/author';

// The photo, uploaded as soon as it is chosen (/api/v1/uploads) or chosen from the media library,
// and kept in the form by its stored name; a refused file or upload is the field's error.
function PhotoField({ uploading, setUploading }: { uploading: boolean; setUploading: (uploading: boolean) => void }) {
  const { watch, setValue, setError, clearErrors } = useFormContext<Values>();
  const register = useRegister();
  const photo = watch('photo');
  const errors = useFieldErrors('photo');

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return setError('photo', { type: 'upload', message: problem });
    setUploading(true);
    const result = await uploadImage(file, COPY.uploadFailed);
    setUploading(false);
    if (!result.ok) return setError('photo', { type: 'upload', message: result.message });
    setValue('photo', result.name, { shouldDirty: true });
    clearErrors('photo');
  }

  return (
    <Field id="author-photo" label={LABELS.photo} optionalLabel={COPY.optional} hints={[HINTS.photo]} errors={errors}>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {/* The stored name is a form value like any other: a save checks it anew (and clears an upload's error). */}
        <input type="hidden" {...register.value('photo')} />
        {photo ? (
          <Image src={`/uploads/${photo}`} alt={COPY.photoAlt} width={96} height={96} className="h-24 w-24 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="h-24 w-24 rounded-full bg-slate-100" />
        )}
        <input
          id="author-photo"
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={onPhoto}
          disabled={uploading}
          className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:font-semibold"
          {...fieldA11y('author-photo', { hints: [HINTS.photo], errors })}
        />
        <ChooseFromLibrary
          locale="en"
          field={LABELS.photo}
          disabled={uploading}
          onPick={(image) => {
            setValue('photo', image.name, { shouldDirty: true });
            clearErrors('photo');
          }}
        />
        {uploading && (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> {COPY.uploading}
          </span>
        )}
        {photo && !uploading && (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setValue('photo', '', { shouldDirty: true })}>
            <X aria-hidden="true" className="h-4 w-4" /> {COPY.removePhoto}
          </button>
        )}
      </div>
    </Field>
  );
}

// Create or edit an author. A failed save keeps everything typed and shows each problem under its
// field.
export function AuthorForm({ author, save }: { author?: AuthorDto; save: Action<AuthorFormFields, unknown> }) {
  const kit = useActionForm<Values, AuthorFormFields>({
    defaultValues: authorFormValues(author),
    action: save,
    saved: COPY.saved,
    fixFields: COPY.fixFields,
    failed: COPY.saveFailed,
    goTo: '/admin/authors',
  });
  const [uploading, setUploading] = useState(false);

  // A text field of the profile, labelled by the record; `hint` its one hint, `max` its length.
  const text = (name: 'name' | 'credentials' | 'languages' | 'slug', { hint, max, ...rest }: { required?: boolean; max?: number; hint?: string; rows?: number } = {}) => (
    <TextField name={name} label={LABELS[name]} optionalLabel={COPY.optional} hints={hint ? [hint] : []} maxLength={max} {...rest} />
  );

  return (
    <ActionForm kit={kit} idPrefix="author" className="max-w-3xl space-y-6">
      {text('name', { required: true, max: AUTHOR_LIMITS.name })}
      <LocalizedTextField name="role" label={LABELS.role} optionalLabel={COPY.optional} hints={[HINTS.role]} maxLength={AUTHOR_LIMITS.role} />
      <LocalizedTextField name="bio" label={LABELS.bio} optionalLabel={COPY.optional} hints={[HINTS.bio]} maxLength={AUTHOR_LIMITS.bio} rows={4} />
      <PhotoField uploading={uploading} setUploading={setUploading} />
      {text('credentials', { hint: HINTS.credentials, rows: 3 })}
      {text('languages', { hint: HINTS.languages, rows: 3 })}
      {text('slug', { max: 200, hint: HINTS.slug })}

      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">{COPY.aboutLegend}</legend>
        <CheckboxField name="onTeam" label={LABELS.onTeam} hint={HINTS.onTeam} />
        <TextField
          name="teamOrder"
          label={LABELS.teamOrder}
          hints={[HINTS.teamOrder]}
          type="number"
          inputMode="numeric"
          min={0}
          max={AUTHOR_LIMITS.teamOrder}
          step={1}
          className="max-w-40"
        />
        <CheckboxField name="signsFounderNote" label={LABELS.signsFounderNote} hint={HINTS.signsFounderNote} />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href="/admin/authors" className={buttonClass('secondary')}>
          {COPY.cancel}
        </Link>
        <SubmitButton busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} disabled={uploading} />
      </div>
    </ActionForm>
  );
}
