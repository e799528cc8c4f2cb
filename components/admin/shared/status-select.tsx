'use client';

import { useState, type ChangeEvent } from 'react';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { ENQUIRY_STATUS_LABELS } from '@/lib/content/enquiries';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/validation/enquiry';
import { STATUS_STYLES } from './status-styles';

type Props = {
  id: string;
  label: string;
  // The modal shows its label; the table names the select for screen readers only.
  showLabel?: boolean;
  value: EnquiryStatus;
  // Resolves true when the server took the change.
  onChange: (status: EnquiryStatus) => Promise<boolean>;
};

// The chosen status shows at once while it is being sent, and falls back if the call fails.
export function StatusSelect({ id, label, showLabel = false, value, onChange }: Props) {
  const [pending, setPending] = useState<EnquiryStatus | null>(null);
  const [seenValue, setSeenValue] = useState(value);
  // The saved value arrived (or someone else changed it): it wins over what we sent.
  if (value !== seenValue) {
    setSeenValue(value);
    setPending(null);
  }
  const shown = pending ?? value;

  async function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = ENQUIRY_STATUSES.find((status) => status === event.target.value);
    if (!next) return;
    setPending(next);
    if (!(await onChange(next))) setPending(null);
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
        aria-busy={pending !== null || undefined}
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
