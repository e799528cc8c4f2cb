'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { buttonClass } from '@/components/ui/button';
import { ActionForm } from '@/components/ui/form/action-form';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { TESTIMONIALS_ADMIN_COPY as COPY } from '@/lib/content/testimonials-admin';
import {
  canPublishWith,
  TESTIMONIAL_HINTS as HINTS,
  TESTIMONIAL_LABELS as LABELS,
  TESTIMONIAL_LIMITS,
  testimonialFormField,
  testimonialFormInput,
  testimonialFormValues,
  type TestimonialDto,
  type TestimonialFormInput,
  type TestimonialFormValues as Values,
} from '@/lib/testimonials/testimonial';

type Props = { testimonial?: TestimonialDto; save: Action<TestimonialFormInput, unknown> };

// Create or edit a testimonial. "Show on the home page" can be ticked only with both parts of the
// consent record (the server checks the same and refuses a sample). A failed save keeps
// everything typed and shows each problem under its field.
export function TestimonialForm({ testimonial, save }: Props) {
  const sample = testimonial?.sample ?? false;
  const kit = useActionForm<Values, TestimonialFormInput>({
    defaultValues: testimonialFormValues(testimonial),
    action: save,
    toInput: (values) => testimonialFormInput(values, sample),
    fieldOf: testimonialFormField,
    saved: COPY.saved,
    fixFields: COPY.fixFields,
    failed: COPY.saveFailed,
    goTo: '/admin/testimonials',
  });
  const [consentGivenOn, consentHow] = kit.form.watch(['consentGivenOn', 'consentHow']);
  const canPublish = canPublishWith({ consentGivenOn, consentHow }, sample);
  // Without the consent record the box is not only disabled but unticked.
  const { getValues, setValue } = kit.form;
  useEffect(() => {
    if (!canPublish && getValues('published')) setValue('published', false);
  }, [canPublish, getValues, setValue]);

  const text = (name: keyof Values, options: { required?: boolean; max?: number; hint?: string; rows?: number; type?: 'text' | 'date' } = {}) => (
    <TextField
      name={name}
      label={LABELS[name]}
      required={options.required}
      optionalLabel={COPY.optional}
      hints={options.hint ? [options.hint] : []}
      maxLength={options.max}
      rows={options.rows}
      type={options.type}
    />
  );

  return (
    <ActionForm kit={kit} idPrefix="testimonial" className="max-w-3xl space-y-6">
      {sample && (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {COPY.sampleFormNote}
        </p>
      )}
      <LocalizedTextField name="text" label={LABELS.text} required maxLength={TESTIMONIAL_LIMITS.text} hints={[HINTS.text]} rows={5} />
      {text('name', { required: true, max: TESTIMONIAL_LIMITS.name, hint: HINTS.name })}
      <LocalizedTextField name="course" label={LABELS.course} required maxLength={TESTIMONIAL_LIMITS.course} hints={[HINTS.course]} />
      <LocalizedTextField name="outcome" label={LABELS.outcome} maxLength={TESTIMONIAL_LIMITS.outcome} hints={[HINTS.outcome]} />
      <div className="grid gap-6 sm:grid-cols-2">
        {text('university', { max: TESTIMONIAL_LIMITS.university })}
        {text('country', { max: TESTIMONIAL_LIMITS.country })}
        {text('date', { required: true, type: 'date', hint: HINTS.date })}
      </div>
      <SelectField name="rating" label={LABELS.rating} required className="max-w-48">
        <option value="">{COPY.chooseRating}</option>
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={stars}>
            {COPY.ratingOption(stars)}
          </option>
        ))}
      </SelectField>

      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4" aria-describedby="testimonial-consent-hint">
        <legend className="px-1 font-semibold text-slate-900">{COPY.consentLegend}</legend>
        <p id="testimonial-consent-hint" className="text-sm text-slate-600">
          {HINTS.consent}
        </p>
        <div className="grid gap-6 sm:grid-cols-2">
          {text('consentGivenOn', { type: 'date' })}
          {text('consentHow', { max: TESTIMONIAL_LIMITS.consentHow })}
        </div>
        <CheckboxField name="published" label={LABELS.published} hint={sample ? COPY.sampleFormNote : HINTS.published} disabled={!canPublish} />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href="/admin/testimonials" className={buttonClass('secondary')}>
          {COPY.cancel}
        </Link>
        <SubmitButton busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} />
      </div>
    </ActionForm>
  );
}
