'use client';

import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/form/fields';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { FEE_KINDS } from '@/lib/services/service';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import type { FeeValues } from './form-values';

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
            {COPY.feeKinds[feeKind]}
          </option>
        ))}
      </SelectField>
      {(kind === 'from' || kind === 'fixed') && (
        <TextField name={`${name}.amount`} label={COPY.labels.amount} hints={[COPY.hints.amount]} inputMode="decimal" required />
      )}
    </div>
      {kind !== 'none' && <LocalizedTextField name={`${name}.note`} label={COPY.labels.note} hints={[COPY.hints.note]} maxLength={SERVICE_LIMITS.feeNote} />}
    </div>
  );
}
