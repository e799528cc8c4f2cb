import { LoaderCircle } from 'lucide-react';
import { buttonClass, type ButtonVariant } from './button';

type Props = {
  busy: boolean;
  label: string;
  // What the button says while the form is sent; its label when not given.
  busyLabel?: string;
  // Disabled for another reason too (an upload still running).
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
  // The button's name for a screen reader when its label alone is ambiguous (one Done per task).
  accessibleName?: string;
};

// A form's submit button: disabled and marked busy with a spinner while the form is sent, so a
// second click cannot send it twice.
export function SubmitButton({ busy, label, busyLabel = label, disabled = false, variant = 'primary', className = '', accessibleName }: Props) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} aria-label={accessibleName} className={`${buttonClass(variant)} ${className}`.trim()}>
      {busy && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
      {busy ? busyLabel : label}
    </button>
  );
}
