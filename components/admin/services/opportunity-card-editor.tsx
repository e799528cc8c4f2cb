'use client';

import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { ListField } from '@/components/ui/form/list-field';
import { TextField } from '@/components/ui/form/fields';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { emptyText, SERVICE_HINTS as HINTS, SERVICE_LABELS as LABELS, SERVICE_LIMITS } from '@/lib/services/service';
import { ListError } from '@/components/admin/shared/list-error';

// The Opportunity Card's requirements and the funds an applicant must show, with the day that
// amount applies from. The points table is not edited here: the page builds it from the rules in
// the code, so the page and the points check cannot disagree.
export function OpportunityCardEditor() {
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h3 className="text-lg font-semibold text-slate-900">{COPY.cardHeadings.points}</h3>
        <p className="text-sm text-slate-700">{COPY.pointsFromRules}</p>
      </div>

      <div className="space-y-4">
        <h3 className="text-lg font-semibold text-slate-900">{COPY.cardHeadings.requirements}</h3>
        <ListError name="opportunityCard.requirements" />
        <ListField
          name="opportunityCard.requirements"
          legend={(index) => `${COPY.item.requirement} ${index + 1}`}
          minimum={SERVICE_LIMITS.requirements.min}
          maximum={SERVICE_LIMITS.requirements.max}
          addLabel={COPY.add.requirement}
          newItem={() => ({ text: emptyText() })}
          firstField="text-en"
        >
          {(_, path) => <LocalizedTextField name={`${path}.text`} label={LABELS.requirement} rows={2} required maxLength={SERVICE_LIMITS.requirement.max} />}
        </ListField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="opportunityCard.requiredFunds.amount" label={LABELS.fundsAmount} hints={[HINTS.amount]} inputMode="decimal" required />
        <TextField name="opportunityCard.requiredFunds.validFrom" type="date" label={LABELS.fundsValidFrom} hints={[HINTS.fundsValidFrom]} required />
      </div>
    </div>
  );
}
