'use client';

import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { FEE_KINDS } from '@/lib/services/service';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import type { FeeState } from './form-state';
import { TextField } from './text-field';

type Props = {
  id: string;
  label: string;
  fee: FeeState;
  onChange: (fee: FeeState) => void;
  // The server's messages, by the fee's own field names (kind, amount, note).
  errors: (field: string) => string[] | undefined;
  // An offering may show no fee at all.
  allowNone?: boolean;
};

// How a fee is stated, and its amount and note when it has one.
export function FeeFields({ id, label, fee, onChange, errors, allowNone = false }: Props) {
  const kindId = `${id}-kind`;
  const withAmount = fee.kind === 'from' || fee.kind === 'fixed';
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id={kindId} label={label} errors={errors('kind')}>
        <select
          id={kindId}
          value={fee.kind}
          onChange={(event) => onChange({ ...fee, kind: event.target.value as FeeState['kind'] })}
          className={FIELD_CLASS}
          {...fieldA11y(kindId, { errors: errors('kind') })}
        >
          {allowNone && <option value="none">{COPY.noOfferingFee}</option>}
          {FEE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {COPY.feeKinds[kind]}
            </option>
          ))}
        </select>
      </Field>
      {withAmount && (
        <TextField
          id={`${id}-amount`}
          label={COPY.labels.amount}
          hint={COPY.hints.amount}
          value={fee.amount}
          inputMode="decimal"
          required
          onChange={(amount) => onChange({ ...fee, amount })}
          errors={errors('amount')}
        />
      )}
      {fee.kind !== 'none' && (
        <TextField
          id={`${id}-note`}
          label={COPY.labels.note}
          hint={COPY.hints.note}
          value={fee.note}
          maxLength={SERVICE_LIMITS.feeNote}
          onChange={(note) => onChange({ ...fee, note })}
          errors={errors('note')}
        />
      )}
    </div>
  );
}
