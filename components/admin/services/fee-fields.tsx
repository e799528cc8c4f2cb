'use client';

import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/form/fields';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { FEE_KIND_LABELS, FEE_KINDS, SERVICE_HINTS as HINTS, SERVICE_LABELS as LABELS, SERVICE_LIMITS, type FeeValues } from '@/lib/services/service';

type Props = {
  // The fee's path in the form's values (`fee`, `offerings.2.fee`).
  name: string;
  label: string;
  // An offering may show no fee at all.
  allowNone?: boolean;
};

// How a fee is stated, and its amount and note when it has one.
export function FeeFields({ name, label, allowNone = false }: Props) {
  const kind = useWatch({ name: `${name}.kind` }) as FeeValues['kind'];
  return (
    <div className="space-y-4">
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField name={`${name}.kind`} label={label}>
        {allowNone && <option value="none">{COPY.noOfferingFee}</option>}
        {FEE_KINDS.map((feeKind) => (
          <option key={feeKind} value={feeKind}>
            {FEE_KIND_LABELS[feeKind]}
          </option>
        ))}
      </SelectField>
      {(kind === 'from' || kind === 'fixed') && (
        <TextField name={`${name}.amount`} label={LABELS.amount} hints={[HINTS.amount]} inputMode="decimal" required />
      )}
    </div>
      {kind !== 'none' && <LocalizedTextField name={`${name}.note`} label={LABELS.note} hints={[HINTS.note]} maxLength={SERVICE_LIMITS.feeNote} />}
    </div>
  );
}
