'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { goToLogin, sendAdminJson, type FieldErrors } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/components/ui/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { TESTIMONIALS_ADMIN_COPY as COPY } from '@/lib/content/testimonials-admin';
import type { TestimonialDto } from '@/lib/testimonials/dto';
import { berlinDay } from '@/lib/time/berlin';
import { TESTIMONIAL_LIMITS } from '@/lib/validation/testimonial';
import { SubmitButton } from '@/components/ui/submit-button';

type TextName = 'text' | 'name' | 'country' | 'course' | 'university' | 'date' | 'rating' | 'consentGivenOn' | 'consentHow';
type Values = Record<TextName, string> & { published: boolean };

function initialValues(testimonial?: TestimonialDto): Values {
  return {
    text: testimonial?.text ?? '',
    name: testimonial?.name ?? '',
    country: testimonial?.country ?? '',
    course: testimonial?.course ?? '',
    university: testimonial?.university ?? '',
    date: testimonial?.date ?? berlinDay(new Date()),
    rating: testimonial ? String(testimonial.rating) : '',
    consentGivenOn: testimonial?.consent?.givenOn ?? '',
    consentHow: testimonial?.consent?.how ?? '',
    published: testimonial?.published ?? false,
  };
}

// The API takes the consent as one record, or null when neither part is filled in.
function toBody(values: Values, canPublish: boolean) {
  const { consentGivenOn, consentHow, published, ...rest } = values;
  const consent = consentGivenOn || consentHow.trim() ? { givenOn: consentGivenOn, how: consentHow } : null;
  return { ...rest, consent, published: published && canPublish };
}

// Create or edit a testimonial. "Show on the home page" can be ticked only with both parts of the
// consent record (the server checks the same and refuses a sample). A failed save keeps
// everything typed and shows each problem under its field.
export function TestimonialForm({ testimonial }: { testimonial?: TestimonialDto }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(() => initialValues(testimonial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal } = useErrorSummary();
  const [saving, setSaving] = useState(false);
  const sample = testimonial?.sample ?? false;
  const canPublish = !sample && Boolean(values.consentGivenOn && values.consentHow.trim());

  const set = (name: TextName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await sendAdminJson(testimonial ? `/api/v1/testimonials/${testimonial._id}` : '/api/v1/testimonials', testimonial ? 'PUT' : 'POST', toBody(values, canPublish));
    if (result.ok) {
      toast.success(COPY.saved);
      router.push('/admin/testimonials');
      router.refresh();
      return;
    }
    setSaving(false);
    if (result.status === 401) return goToLogin();
    toast.error(result.errors ? COPY.fixFields : (result.message ?? COPY.saveFailed));
    showRefusal(() => setErrors(result.errors ?? {}));
  }

  // Field errors of the API are keyed by its shape: consent.givenOn, consent.how.
  const errorsOf = (name: TextName) =>
    name === 'consentGivenOn' ? [...(errors['consent.givenOn'] ?? []), ...(errors.consent ?? [])] : name === 'consentHow' ? errors['consent.how'] : errors[name];

  const input = (name: TextName, options: { required?: boolean; max?: number; hint?: string; rows?: number; type?: 'text' | 'date' } = {}) => {
    const id = `testimonial-${name}`;
    const hints = options.hint ? [options.hint] : [];
    const fieldErrors = errorsOf(name);
    const props = {
      id,
      name,
      value: values[name],
      onChange: set(name),
      required: options.required,
      maxLength: options.max,
      className: `${FIELD_CLASS} min-h-11`,
      ...fieldA11y(id, { hints, errors: fieldErrors }),
    };
    return (
      <Field id={id} label={COPY.labels[name]} required={options.required} optionalLabel={COPY.optional} hints={hints} errors={fieldErrors}>
        {options.rows ? <textarea rows={options.rows} {...props} /> : <input type={options.type ?? 'text'} {...props} />}
      </Field>
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorSummary {...summaryProps} />
      {sample && (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {COPY.sampleFormNote}
        </p>
      )}
      {input('text', { required: true, max: TESTIMONIAL_LIMITS.text, hint: COPY.hints.text, rows: 5 })}
      {input('name', { required: true, max: TESTIMONIAL_LIMITS.name, hint: COPY.hints.name })}
      <div className="grid gap-6 sm:grid-cols-2">
        {input('course', { required: true, max: TESTIMONIAL_LIMITS.course, hint: COPY.hints.course })}
        {input('university', { max: TESTIMONIAL_LIMITS.university })}
        {input('country', { max: TESTIMONIAL_LIMITS.country })}
        {input('date', { required: true, type: 'date', hint: COPY.hints.date })}
      </div>
      <Field id="testimonial-rating" label={COPY.labels.rating} required errors={errors.rating}>
        <select
          id="testimonial-rating"
          name="rating"
          required
          value={values.rating}
          onChange={set('rating')}
          className={`${FIELD_CLASS} min-h-11 max-w-48`}
          {...fieldA11y('testimonial-rating', { errors: errors.rating })}
        >
          <option value="">{COPY.chooseRating}</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {COPY.ratingOption(stars)}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4" aria-describedby="testimonial-consent-hint">
        <legend className="px-1 font-semibold text-slate-900">{COPY.consentLegend}</legend>
        <p id="testimonial-consent-hint" className="text-sm text-slate-600">
          {COPY.hints.consent}
        </p>
        <div className="grid gap-6 sm:grid-cols-2">
          {input('consentGivenOn', { type: 'date' })}
          {input('consentHow', { max: TESTIMONIAL_LIMITS.consentHow })}
        </div>
        <div className="flex items-start gap-3">
          <input
            id="testimonial-published"
            type="checkbox"
            checked={values.published && canPublish}
            disabled={!canPublish}
            onChange={(event) => setValues((current) => ({ ...current, published: event.target.checked }))}
            aria-describedby={`testimonial-published-hint${errors.published ? ' testimonial-published-error' : ''}`}
            aria-invalid={errors.published ? true : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700 disabled:opacity-60"
          />
          <div>
            <label htmlFor="testimonial-published" className="font-medium text-slate-900">
              {COPY.labels.published}
            </label>
            <p id="testimonial-published-hint" className="text-sm text-slate-600">
              {sample ? COPY.sampleFormNote : COPY.hints.published}
            </p>
            {errors.published && (
              <p id="testimonial-published-error" className="mt-1 text-sm text-red-700">
                {errors.published.join(' ')}
              </p>
            )}
          </div>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href="/admin/testimonials" className={buttonClass('secondary')}>
          {COPY.cancel}
        </Link>
        <SubmitButton busy={saving} label={COPY.save} busyLabel={COPY.saving} />
      </div>
    </form>
  );
}
