type Props = { id: string; label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void; className?: string };

// A checkbox with its label and a hint under it, tied together for screen readers.
export function Checkbox({ id, label, hint, checked, onChange, className = '' }: Props) {
  return (
    <div className={`flex items-start gap-3 ${className}`.trim()}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
