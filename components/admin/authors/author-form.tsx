'use client';

import { LoaderCircle, X } from 'lucide-react';
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin, type FieldErrors } from '@/components/admin/admin-api';
import { Checkbox } from '@/components/ui/checkbox';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/admin/shared/image-file';
import { uploadImage } from '@/components/admin/upload-image';
import { buttonClass } from '@/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import type { AuthorDto } from '@/lib/authors/dto';
import { AUTHORS_COPY as COPY } from '@/lib/content/authors';
import { AUTHOR_LIMITS } from '@/lib/validation/author';
import { SubmitButton } from '@/components/ui/submit-button';

type TextName = 'name' | 'role' | 'bio' | 'photo' | 'credentials' | 'languages' | 'slug' | 'teamOrder';
type Values = Record<TextName, string> & { onTeam: boolean; signsFounderNote: boolean };

function initialValues(author?: AuthorDto): Values {
  return {
    name: author?.name ?? '',
    role: author?.role ?? '',
    bio: author?.bio ?? '',
    photo: author?.photo ?? '',
    credentials: author?.credentials.join('\n') ?? '',
    languages: author?.languages.join('\n') ?? '',
    slug: author?.slug ?? '',
    onTeam: author?.onTeam ?? false,
    teamOrder: String(author?.teamOrder ?? 0),
    signsFounderNote: author?.signsFounderNote ?? false,
  };
}

// Create or edit an author. The photo is uploaded as soon as it is chosen (/api/v1/uploads) and
// saved with the profile by name. A failed save keeps everything typed and shows each problem
// under its field.
export function AuthorForm({ author }: { author?: AuthorDto }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(() => initialValues(author));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal } = useErrorSummary();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  const set = (name: TextName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return setErrors((current) => ({ ...current, photo: [problem] }));
    setUploading(true);
    const result = await uploadImage(file, COPY.uploadFailed);
    setUploading(false);
    if (!result.ok) return setErrors((current) => ({ ...current, photo: [result.message] }));
    setValues((current) => ({ ...current, photo: result.name }));
    setErrors((current) => {
      const next = { ...current };
      delete next.photo;
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await callAdminApi(author ? `/api/v1/authors/${author._id}` : '/api/v1/authors', {
      method: author ? 'PUT' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(values),
    });
    if (result.ok) {
      toast.success(COPY.saved);
      router.push('/admin/authors');
      router.refresh();
      return;
    }
    setSaving(false);
    if (result.status === 401) return goToLogin();
    toast.error(result.errors ? COPY.fixFields : (result.message ?? COPY.saveFailed));
    showRefusal(() => setErrors(result.errors ?? {}));
  }

  const text = (name: Exclude<TextName, 'photo' | 'teamOrder'>, options: { required?: boolean; max?: number; hint?: string; rows?: number } = {}) => {
    const id = `author-${name}`;
    const hints = options.hint ? [options.hint] : [];
    const props = {
      id,
      name,
      value: values[name],
      onChange: set(name),
      required: options.required,
      maxLength: options.max,
      className: FIELD_CLASS,
      ...fieldA11y(id, { hints, errors: errors[name] }),
    };
    return (
      <Field id={id} label={COPY.labels[name]} required={options.required} optionalLabel={COPY.optional} hints={hints} errors={errors[name]}>
        {options.rows ? <textarea rows={options.rows} {...props} /> : <input type="text" {...props} />}
      </Field>
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorSummary {...summaryProps} />
      {text('name', { required: true, max: AUTHOR_LIMITS.name })}
      {text('role', { max: AUTHOR_LIMITS.role, hint: COPY.hints.role })}
      {text('bio', { max: AUTHOR_LIMITS.bio, hint: COPY.hints.bio, rows: 4 })}

      <Field id="author-photo" label={COPY.labels.photo} optionalLabel={COPY.optional} hints={[COPY.hints.photo]} errors={errors.photo}>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          {values.photo ? (
            <Image src={`/uploads/${values.photo}`} alt={COPY.photoAlt} width={96} height={96} className="h-24 w-24 rounded-full object-cover" />
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
            {...fieldA11y('author-photo', { hints: [COPY.hints.photo], errors: errors.photo })}
          />
          {uploading && (
            <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> {COPY.uploading}
            </span>
          )}
          {values.photo && !uploading && (
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setValues((current) => ({ ...current, photo: '' }))}>
              <X aria-hidden="true" className="h-4 w-4" /> {COPY.removePhoto}
            </button>
          )}
        </div>
      </Field>

      {text('credentials', { hint: COPY.hints.credentials, rows: 3 })}
      {text('languages', { hint: COPY.hints.languages, rows: 3 })}
      {text('slug', { max: 200, hint: COPY.hints.slug })}

      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">{COPY.aboutLegend}</legend>
        <Checkbox
          id="author-onTeam"
          label={COPY.labels.onTeam}
          hint={COPY.hints.onTeam}
          checked={values.onTeam}
          onChange={(onTeam) => setValues((current) => ({ ...current, onTeam }))}
        />
        <Field id="author-teamOrder" label={COPY.labels.teamOrder} hints={[COPY.hints.teamOrder]} errors={errors.teamOrder}>
          <input
            id="author-teamOrder"
            name="teamOrder"
            type="number"
            inputMode="numeric"
            min={0}
            max={AUTHOR_LIMITS.teamOrder}
            step={1}
            value={values.teamOrder}
            onChange={set('teamOrder')}
            className={`${FIELD_CLASS} max-w-40`}
            {...fieldA11y('author-teamOrder', { hints: [COPY.hints.teamOrder], errors: errors.teamOrder })}
          />
        </Field>
        <Checkbox
          id="author-signsFounderNote"
          label={COPY.labels.signsFounderNote}
          hint={COPY.hints.signsFounderNote}
          checked={values.signsFounderNote}
          onChange={(signsFounderNote) => setValues((current) => ({ ...current, signsFounderNote }))}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href="/admin/authors" className={buttonClass('secondary')}>
          {COPY.cancel}
        </Link>
        <SubmitButton busy={saving} label={COPY.save} busyLabel={COPY.saving} disabled={uploading} />
      </div>
    </form>
  );
}
