'use client';

import { useFormContext } from 'react-hook-form';
import { FIELD_CLASS } from '@/components/ui/field';
import { useFieldErrors, useRegister } from '@/components/ui/form/fields';
import { DAY_NAMES, WEEKDAYS, type Weekday } from '@/lib/site-settings/opening-hours';

// One time of a day, labelled "From" or "to", with its own error under the day's row.
function TimeInput({ day, part, label }: { day: Weekday; part: 'opens' | 'closes'; label: string }) {
  const register = useRegister();
  const name = `openingHours.${day}.${part}`;
  const id = `hours-${day}-${part}`;
  const errors = useFieldErrors(name);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      {label}
      <input
        id={id}
        type="time"
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : undefined}
        className={`${FIELD_CLASS} mt-0 w-32`}
        {...register.value(name)}
      />
    </label>
  );
}

function TimeError({ day, part }: { day: Weekday; part: 'opens' | 'closes' }) {
  const errors = useFieldErrors(`openingHours.${day}.${part}`);
  if (!errors) return null;
  return (
    <p id={`hours-${day}-${part}-error`} className="w-full text-sm text-red-700">
      {errors.join(' ')}
    </p>
  );
}

// A row per weekday: open or not, and from when to when (24-hour times, Berlin).
export function OpeningHoursFields() {
  const { watch } = useFormContext();
  const register = useRegister();
  return (
    <ul id="openingHours" tabIndex={-1} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {WEEKDAYS.map((day) => (
        <li key={day}>
          <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2">
            <legend className="sr-only">{DAY_NAMES[day]}</legend>
            <label className="flex min-h-11 w-36 cursor-pointer items-center gap-2 font-medium text-slate-900">
              <input type="checkbox" className="h-5 w-5 accent-brand-700" {...register.checkbox(`openingHours.${day}.open`)} />
              {DAY_NAMES[day]}
              <span className="sr-only"> is open</span>
            </label>
            {watch(`openingHours.${day}.open`) ? (
              <div className="flex flex-wrap items-center gap-2">
                <TimeInput day={day} part="opens" label="From" />
                <TimeInput day={day} part="closes" label="to" />
              </div>
            ) : (
              <span className="text-sm text-slate-600">Closed</span>
            )}
            <TimeError day={day} part="opens" />
            <TimeError day={day} part="closes" />
          </fieldset>
        </li>
      ))}
    </ul>
  );
}
