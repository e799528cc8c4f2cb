'use client';

import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { HOME_STATS_COPY as COPY } from '@/lib/content/site-settings';
import { HOME_STATS_LIMITS as LIMITS, type HomeStat } from '@/lib/site-settings/home-stats';

type Props = {
  stats: HomeStat[];
  onChange: (stats: HomeStat[]) => void;
  // The server's messages by path (homeStats.1.value).
  errorsFor: (path: string) => string[] | undefined;
};

const PARTS = ['value', 'label', 'note'] as const;

// The home page's figures, one row each: value, label and an optional note.
export function HomeStatsFields({ stats, onChange, errorsFor }: Props) {
  const edit = (index: number, part: keyof HomeStat, text: string) => onChange(stats.map((stat, at) => (at === index ? { ...stat, [part]: text } : stat)));
  return (
    <div className="space-y-4">
      {stats.map((stat, index) => (
        <fieldset key={index} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">{COPY.figure(index + 1)}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {PARTS.map((part) => {
              const id = `homeStats-${index}-${part}`;
              const errors = errorsFor(`homeStats.${index}.${part}`);
              const hints = part === 'value' ? [COPY.valueHint] : [];
              return (
                <Field key={part} id={id} label={COPY.parts[part]} required={part !== 'note'} optionalLabel="" hints={hints} errors={errors}>
                  <input
                    id={id}
                    value={stat[part]}
                    maxLength={LIMITS[part]}
                    required={part !== 'note'}
                    onChange={(event) => edit(index, part, event.target.value)}
                    className={FIELD_CLASS}
                    {...fieldA11y(id, { hints, errors })}
                  />
                </Field>
              );
            })}
          </div>
          {stats.length > LIMITS.min && (
            <button type="button" className={`mt-3 ${buttonClass('secondary', 'sm')}`} onClick={() => onChange(stats.filter((_, at) => at !== index))}>
              {COPY.remove(index + 1)}
            </button>
          )}
        </fieldset>
      ))}
      {stats.length < LIMITS.max && (
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onChange([...stats, { value: '', label: '', note: '' }])}>
          {COPY.add}
        </button>
      )}
    </div>
  );
}
