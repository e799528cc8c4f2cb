'use client';

import { ActionForm } from '@/components/ui/form/action-form';
import { TextField, useFieldErrors, useRegister } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { RETENTION_BOUNDS, type LeadAction, type RetentionSettings } from '@/lib/retention/settings';

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

const toSettings = (values: Values) =>
  ({
    leadsClosedMonths: numberOrNull(values.leadsClosedMonths),
    leadsInactiveMonths: numberOrNull(values.leadsInactiveMonths),
    leadAction: values.leadAction,
    sentMailTextDays: numberOrNull(values.sentMailTextDays),
    engagementMonths: numberOrNull(values.engagementMonths),
  }) as RetentionSettings;

// Anonymise or delete, each with what it means.
function LeadActionChoice() {
  const register = useRegister();
  const errors = useFieldErrors('leadAction');
  return (
    <fieldset aria-describedby={errors ? 'retention-leadAction-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">When an enquiry’s period ends</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {ACTIONS.map(({ value, label, hint }) => (
          <label key={value} className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input
              type="radio"
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              aria-describedby={`retention-action-${value}-hint`}
              {...register.radio('leadAction', value)}
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
      {errors && (
        <p id="retention-leadAction-error" className="mt-1 text-sm text-red-700">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

// The retention periods. Saved as a whole; a failure keeps what was typed and says what is wrong.
export function RetentionSettingsForm({ settings, save }: { settings: RetentionSettings; save: Action<RetentionSettings> }) {
  const kit = useActionForm<Values, RetentionSettings>({
    defaultValues: toValues(settings),
    action: save,
    toInput: toSettings,
    saved: 'Retention periods saved. The privacy policy states them now.',
    failed: 'The periods could not be saved',
  });

  return (
    <ActionForm kit={kit} idPrefix="retention" aria-label="Retention periods" className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {PERIODS.map(({ name, label, unit, hint }) => {
          const { min, max } = RETENTION_BOUNDS[name];
          return <TextField key={name} name={name} label={label} hints={[`In ${unit}, ${min}–${max}, ${hint}`]} type="number" inputMode="numeric" min={min} max={max} step={1} className="max-w-40" />;
        })}
      </div>
      <LeadActionChoice />
      <SubmitButton busy={kit.busy} label="Save periods" busyLabel="Saving..." />
    </ActionForm>
  );
}
