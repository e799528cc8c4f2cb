'use client';

import { useEffect } from 'react';
import { ListError } from '@/components/admin/shared/list-error';
import { SampleNote } from '@/components/admin/shared/sample-note';
import { ActionForm } from '@/components/ui/form/action-form';
import { FormFooter } from '@/components/ui/form/form-footer';
import { CheckboxField, TextField } from '@/components/ui/form/fields';
import { ListField } from '@/components/ui/form/list-field';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SectionCard } from '@/components/ui/section-card';
import type { Action } from '@/lib/actions/result';
import {
  ADVISER_HOURS_HINTS as HINTS,
  ADVISER_HOURS_LABELS as LABELS,
  ADVISER_HOURS_LIMITS as LIMITS,
  adviserHoursFormField,
  adviserHoursFormInput,
  adviserHoursFormValues,
  newException,
  newInterval,
  type AdviserHoursFormInput,
  type AdviserHoursFormValues,
  type AdviserHoursRecord,
} from '@/lib/booking/adviser-hours';
import { AVAILABILITY_COPY as COPY } from '@/lib/content/booking-setup-admin';
import { formatDay } from '@/lib/time/format';
import { parseBerlinDay } from '@/lib/time/berlin';

// A consultation type to tick, and whether visitors can book it now.
export type TypeChoice = { id: string; name: string; active: boolean };

type Props = {
  hours: AdviserHoursRecord | null;
  types: TypeChoice[];
  save: Action<AdviserHoursFormInput, AdviserHoursRecord>;
};

// "Monday, hours 2: 14:00–18:00": an interval's name, with its times once it has them.
const intervalName = (what: string, index: number, item: { start?: string; end?: string }) =>
  `${what}, ${COPY.interval.toLowerCase()} ${index + 1}${item.start && item.end ? `: ${item.start}–${item.end}` : ''}`;

// One day's intervals (a weekday's or an exception's): "From" and "To" on Berlin's clock.
function Intervals({ path, what, addLabel }: { path: string; what: string; addLabel: string }) {
  return (
    <div className="space-y-3">
      <ListError name={path} />
      <ListField name={path} legend={(index, item) => intervalName(what, index, item)} maximum={LIMITS.intervalsPerDay} addLabel={addLabel} newItem={newInterval} firstField="start">
        {(_, itemPath) => (
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <TextField name={`${itemPath}.start`} type="time" step={300} label={LABELS.start} required />
            <TextField name={`${itemPath}.end`} type="time" step={300} label={LABELS.end} required />
          </div>
        )}
      </ListField>
    </div>
  );
}

// "Exception 2: Thursday, 24 December 2026", once its date is set.
const exceptionName = (index: number, item: { day?: string }) =>
  item.day && parseBerlinDay(item.day) ? `${COPY.exception} ${index + 1}: ${formatDay(item.day, 'full')}` : `${COPY.exception} ${index + 1}`;

// An adviser's hours edited as a whole (Berlin time): the week, the dated exceptions and the types
// they take, saved with one action. A failed save keeps everything typed, each message under its
// field; leaving with unsaved changes asks first.
export function AdviserHoursForm({ hours, types, save }: Props) {
  const typeIds = types.map((type) => type.id);
  const kit = useActionForm<AdviserHoursFormValues, AdviserHoursFormInput, AdviserHoursRecord>({
    defaultValues: adviserHoursFormValues(hours, typeIds),
    action: save,
    toInput: (values) => adviserHoursFormInput(values, typeIds),
    fieldOf: adviserHoursFormField,
    saved: COPY.saved,
    fixFields: COPY.fixFields,
    failed: COPY.saveFailed,
  });
  // The hours as stored (sorted) arrive with the refreshed page after a save: the form shows them.
  const { showStored } = kit;
  const typeKey = typeIds.join(',');
  useEffect(() => {
    if (hours) showStored(adviserHoursFormValues(hours, typeKey ? typeKey.split(',') : []));
  }, [showStored, hours, typeKey]);

  return (
    <ActionForm kit={kit} idPrefix="hours" aria-label={COPY.title} className="max-w-4xl space-y-6">
      {hours?.sample && <SampleNote>{COPY.sampleNote}</SampleNote>}
      {!hours && (
        <p role="note" className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-800">
          {COPY.noHours}
        </p>
      )}
      <SectionCard titleId="hours-week" title={COPY.sections.week} intro={COPY.weekIntro}>
        <div className="space-y-4">
          {COPY.weekdays.map((weekday, index) => (
            <fieldset key={weekday} className="min-w-0 space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
              <legend className="font-semibold text-slate-900">{weekday}</legend>
              <Intervals path={`week.${index}.intervals`} what={weekday} addLabel={COPY.addInterval(weekday)} />
            </fieldset>
          ))}
        </div>
      </SectionCard>

      <SectionCard titleId="hours-exceptions" title={COPY.sections.exceptions} intro={COPY.exceptionsIntro}>
        <div className="space-y-4">
          <ListError name="exceptions" />
          <ListField name="exceptions" legend={exceptionName} maximum={LIMITS.exceptions} addLabel={COPY.addException} newItem={newException} firstField="day">
            {(index, path) => (
              <>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField name={`${path}.day`} type="date" label={LABELS.day} required />
                  <TextField name={`${path}.note`} label={LABELS.note} hints={[HINTS.note]} optionalLabel={COPY.optional} maxLength={LIMITS.note} />
                </div>
                <fieldset className="min-w-0 space-y-2">
                  <legend className="font-medium text-slate-900">{LABELS.intervals}</legend>
                  <p className="text-sm text-slate-600">{HINTS.intervals}</p>
                  <Intervals path={`${path}.intervals`} what={`${COPY.exception} ${index + 1}`} addLabel={COPY.addExceptionHours} />
                </fieldset>
              </>
            )}
          </ListField>
        </div>
      </SectionCard>

      <SectionCard titleId="hours-types" title={COPY.sections.types} intro={COPY.typesIntro}>
        {types.length === 0 ? (
          <p className="text-slate-700">{COPY.noTypes}</p>
        ) : (
          <fieldset className="space-y-3">
            <legend className="sr-only">{COPY.sections.types}</legend>
            {types.map((type, index) => (
              <CheckboxField key={type.id} name={`types.${index}`} label={type.name} hint={type.active ? undefined : COPY.notBookable} />
            ))}
          </fieldset>
        )}
      </SectionCard>

      <FormFooter busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} />
    </ActionForm>
  );
}
