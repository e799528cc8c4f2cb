import { FIELD_CLASS } from '@/components/ui/field';

type Props<T extends string> = {
  id: string;
  label: string;
  className?: string;
  options: ReadonlyArray<{ value: T; label: string }>;
} & (
  | // A screen that keeps its filter itself (the inbox): only one of its own options reaches onChange.
  { value: T; onChange: (value: T) => void; name?: never; defaultValue?: never }
  | // A plain GET form the page reads on the server (the subscribers): the parameter and its value.
  { name: string; defaultValue: T; value?: never; onChange?: never }
);

// One labelled filter of a back-office list.
export function FilterSelect<T extends string>({ id, label, className, options, value, onChange, name, defaultValue }: Props<T>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={
          onChange &&
          ((event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          })
        }
        className={FIELD_CLASS}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
