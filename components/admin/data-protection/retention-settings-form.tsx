'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin, type FieldErrors } from '@/components/admin/admin-api';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { RETENTION_BOUNDS, type LeadAction, type RetentionSettings } from '@/lib/retention/settings';
import { SubmitButton } from '@/components/ui/submit-button';

type Period = keyof typeof RETENTION_BOUNDS;

const PERIODS: { name: Period; label: string; unit: string; hint: string }[] = [
  { name: 'leadsClosedMonths', label: 'Closed enquiries', unit: 'months', hint: 'after the last activity on an enquiry whose status is Closed.' },
  { name: 'leadsInactiveMonths', label: 'Enquiries without activity', unit: 'months', hint: 'after the last activity on any enquiry, whatever its status.' },
  { name: 'sentMailTextDays', label: 'Text of sent e-mails', unit: 'days', hint: 'after delivery; the record that it was delivered stays.' },
  { name: 'engagementMonths', label: 'Blog view and like records', unit: 'months', hint: 'at most 26, as the privacy policy says; the totals per post stay.' },
];

const ACTIONS: { value: LeadAction; label: string; hint: string }[] = [
  { value: 'anonymise', label: 'Anonymise', hint: 'Name, contact details, message, page information, notes and e-mails go; status, service and date stay, so the figures stay right.' },
  { value: 'delete', label: 'Delete', hint: 'The enquiry goes with everything that belongs to it; it no longer counts in the figures.' },
];

type Values = Record<Period, string> & { leadAction: LeadAction };

const toValues = (settings: RetentionSettings): Values => ({
  leadsClosedMonths: String(settings.leadsClosedMonths),
  leadsInactiveMonths: String(settings.leadsInactiveMonths),
  sentMailTextDays: String(settings.sentMailTextDays),
  engagementMonths: String(settings.engagementMonths),
  leadAction: settings.leadAction,
});

// An empty or unreadable box is sent as null, so the server says what is wrong under the field.
const numberOrNull = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

// The retention periods. Saved as a whole; a failure keeps what was typed and says what is wrong.
export function RetentionSettingsForm({ settings }: { settings: RetentionSettings }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const body = {
      leadsClosedMonths: numberOrNull(values.leadsClosedMonths),
      leadsInactiveMonths: numberOrNull(values.leadsInactiveMonths),
      leadAction: values.leadAction,
      sentMailTextDays: numberOrNull(values.sentMailTextDays),
      engagementMonths: numberOrNull(values.engagementMonths),
    };
    const result = await callAdminApi('/api/v1/data-protection/settings', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      clearSummary();
      toast.success('Retention periods saved. The privacy policy states them now.');
      router.refresh();
      return;
    }
    if (result.status === 401) return goToLogin();
    toast.error(result.message ?? 'The periods could not be saved');
    showRefusal(() => setErrors(result.errors ?? {}));
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Retention periods" className="space-y-5">
      <ErrorSummary {...summaryProps} />
      <div className="grid gap-4 sm:grid-cols-2">
        {PERIODS.map(({ name, label, unit, hint }) => {
          const id = `retention-${name}`;
          const { min, max } = RETENTION_BOUNDS[name];
          const hints = [`In ${unit}, ${min}–${max}, ${hint}`];
          return (
            <Field key={name} id={id} label={label} hints={hints} errors={errors[name]}>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                value={values[name]}
                onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                className={`${FIELD_CLASS} max-w-40`}
                {...fieldA11y(id, { hints, errors: errors[name] })}
              />
            </Field>
          );
        })}
      </div>
      <fieldset aria-describedby={errors.leadAction ? 'retention-action-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">When an enquiry’s period ends</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {ACTIONS.map(({ value, label, hint }) => (
            <label key={value} className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input
                type="radio"
                name="leadAction"
                value={value}
                checked={values.leadAction === value}
                onChange={() => setValues((current) => ({ ...current, leadAction: value }))}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                aria-describedby={`retention-action-${value}-hint`}
              />
              <span>
                <span className="block font-semibold text-slate-900">{label}</span>
                <span id={`retention-action-${value}-hint`} className="block text-sm text-slate-700">
                  {hint}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.leadAction && (
          <p id="retention-action-error" className="mt-1 text-sm text-red-700">
            {errors.leadAction.join(' ')}
          </p>
        )}
      </fieldset>
      <SubmitButton busy={busy} label="Save periods" busyLabel="Saving..." />
    </form>
  );
}
