import { FIELD_CLASS } from '@/components/ui/field';
import { DAY_NAMES, WEEKDAYS, type Weekday } from '@/lib/site-settings/opening-hours';
import type { DayValues } from './settings-values';

type Props = {
  hours: Record<Weekday, DayValues>;
  onChange: (day: Weekday, values: DayValues) => void;
  errorsFor: (day: Weekday) => string[] | undefined;
};

// A row per weekday: open or not, and from when to when (24-hour times, Berlin).
export function OpeningHoursFields({ hours, onChange, errorsFor }: Props) {
  return (
    <ul id="openingHours" tabIndex={-1} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {WEEKDAYS.map((day) => {
        const values = hours[day];
        const errors = errorsFor(day);
        const errorId = `hours-${day}-error`;
        const described = errors ? errorId : undefined;
        return (
          <li key={day}>
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2">
              <legend className="sr-only">{DAY_NAMES[day]}</legend>
              <label className="flex min-h-11 w-36 cursor-pointer items-center gap-2 font-medium text-slate-900">
                <input
                  type="checkbox"
                  checked={values.open}
                  onChange={(event) => onChange(day, { ...values, open: event.target.checked })}
                  className="h-5 w-5 accent-brand-700"
                  aria-describedby={described}
                />
                {DAY_NAMES[day]}
                <span className="sr-only"> is open</span>
              </label>
              {values.open ? (
                <div className="flex flex-wrap items-center gap-2">
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    From
                    <input
                      type="time"
                      value={values.opens}
                      onChange={(event) => onChange(day, { ...values, opens: event.target.value })}
                      aria-invalid={errors ? true : undefined}
                      aria-describedby={described}
                      className={`${FIELD_CLASS} mt-0 w-32`}
                    />
                  </label>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    to
                    <input
                      type="time"
                      value={values.closes}
                      onChange={(event) => onChange(day, { ...values, closes: event.target.value })}
                      aria-invalid={errors ? true : undefined}
                      aria-describedby={described}
                      className={`${FIELD_CLASS} mt-0 w-32`}
                    />
                  </label>
                </div>
              ) : (
                <span className="text-sm text-slate-600">Closed</span>
              )}
              {errors && (
                <p id={errorId} className="w-full text-sm text-red-700">
                  {errors.join(' ')}
                </p>
              )}
            </fieldset>
          </li>
        );
      })}
    </ul>
  );
}
