import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = {
  // The list the form belongs to, to leave without saving.
  cancel?: { href: string; label: string };
  busy: boolean;
  label: string;
  busyLabel: string;
};

// A back-office form's last row: Cancel and the submit button, on the right from a tablet up and
// stacked on a phone with the submit button first.
export function FormFooter({ cancel, busy, label, busyLabel }: Props) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {cancel && (
        <Link href={cancel.href} className={buttonClass('secondary')}>
          {cancel.label}
        </Link>
      )}
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
    </div>
  );
}
