'use client';

import { useState, type ChangeEvent } from 'react';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { useAction } from '@/components/ui/form/use-action';
import { ENQUIRIES_COPY } from '@/lib/content/enquiries';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/enquiries/enquiry';
import type { SetStatus } from './lead-actions';
import { STATUS_STYLES } from './status-styles';

type Props = {
  id: string;
  enquiryId: string;
  label: string;
  // The modal shows its label; the table names the select for screen readers only.
  showLabel?: boolean;
  value: EnquiryStatus;
  setStatus: SetStatus;
  // After a refusal (the inbox reads its view again: the lead may be gone).
  onFailure?: () => void;
};

// The chosen status shows at once while it is being sent, and falls back if the change is refused.
export function StatusSelect({ id, enquiryId, label, showLabel = false, value, setStatus, onFailure }: Props) {
  const { pending, run } = useAction();
  const [chosen, setChosen] = useState<EnquiryStatus | null>(null);
  const [seenValue, setSeenValue] = useState(value);
  // The saved value arrived (or someone else changed it): it wins over what we sent.
  if (value !== seenValue) {
    setSeenValue(value);
    setChosen(null);
  }
  const shown = chosen ?? value;

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = ENQUIRY_STATUSES.find((status) => status === event.target.value);
    // One change at a time: the select shows what is being saved.
    if (!next || pending) return;
    setChosen(next);
    run(() => setStatus({ id: enquiryId, status: next }), {
      success: ENQUIRIES_COPY.toasts.statusUpdated,
      failed: ENQUIRIES_COPY.toasts.statusFailed,
      onFailure: () => {
        setChosen(null);
        onFailure?.();
      },
    });
  }

  return (
    <div>
      <label htmlFor={id} className={showLabel ? 'block text-sm font-medium text-slate-800' : 'sr-only'}>
        {label}
      </label>
      <select
        id={id}
        value={shown}
        onChange={handleChange}
        aria-busy={pending || undefined}
        className={`min-h-11 rounded-md border px-3 py-2 text-sm font-semibold ${STATUS_STYLES[shown]} ${FOCUS_RING} ${showLabel ? 'mt-1' : ''}`}
      >
        {ENQUIRY_STATUSES.map((status) => (
          <option key={status} value={status} className="bg-white text-slate-900">
            {ENQUIRY_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
