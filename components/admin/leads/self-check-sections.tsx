import { DescriptionItem } from '@/components/ui/description-item';
import { VerdictBadge } from '@/components/admin/shared/verdict-badge';
import { LEAD_PAGE_COPY } from '@/lib/content/lead-workspace';
import type { DocumentCheckRecord, OpportunityCheckRecord } from '@/lib/enquiries/self-check';
import type { OpportunityCheckText } from '@/lib/enquiries/self-check-text';
import { formatDateTime, formatDay } from '@/lib/time/format';

const COPY = LEAD_PAGE_COPY.check;
const DOCS = LEAD_PAGE_COPY.documents;
const STATE_STYLES = { passed: 'text-green-800', failed: 'text-red-800', unknown: 'text-amber-900' } as const;

// The Opportunity Card check as the server computed it when the lead arrived, in the rules' own
// words (`text`: describeOpportunityCheck in English). Lists, not tables, so it reads on a phone.
export function OpportunityCheckSection({ check, text }: { check: OpportunityCheckRecord; text: OpportunityCheckText }) {
  // Anonymising keeps the result and removes what was worked out from the answers.
  const anonymised = check.gates.length === 0;
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DescriptionItem label={COPY.verdict}>
          <VerdictBadge verdict={check.verdict} /> <span className="ml-1">{text.verdict}</span>
        </DescriptionItem>
        <DescriptionItem label={COPY.route}>{text.route}</DescriptionItem>
        {text.total && <DescriptionItem label={COPY.total}>{text.total}</DescriptionItem>}
      </dl>
      {anonymised ? (
        <p className="text-slate-700">{COPY.anonymised}</p>
      ) : (
        <>
          <div>
            <h3 className="font-semibold text-slate-900">{COPY.gates}</h3>
            <ul className="mt-1 space-y-1">
              {text.gates.map((gate) => (
                <li key={gate.gate}>
                  {gate.label}: <strong className={STATE_STYLES[gate.state]}>{gate.stateText}</strong>
                </li>
              ))}
            </ul>
          </div>
          {check.route === 'points' && (
            <div>
              <h3 className="font-semibold text-slate-900">{COPY.points}</h3>
              {text.items.length === 0 ? (
                <p className="mt-1 text-slate-700">{COPY.noPoints}</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {text.items.map((item) => (
                    <li key={item.label} className="flex gap-3">
                      <span className="w-8 shrink-0 text-right font-semibold tabular-nums">+{item.points}</span>
                      <span className="min-w-0">{item.label}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {text.open.length > 0 && (
            <div>
              <h3 className="font-semibold text-slate-900">{COPY.open}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {text.open.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h3 className="font-semibold text-slate-900">{COPY.answers}</h3>
            <dl className="mt-1 grid gap-3">
              {text.answers.map((answer) => (
                <DescriptionItem key={answer.question} label={answer.question}>
                  {answer.answer}
                </DescriptionItem>
              ))}
            </dl>
          </div>
        </>
      )}
      <p className="text-sm text-slate-600">
        {text.rulesVersion}. {text.funds} {COPY.computed(formatDateTime(check.computedAt))}
      </p>
    </div>
  );
}

// A document checklist the visitor ticked through: what they have and what is still missing.
export function DocumentCheckSection({ check }: { check: DocumentCheckRecord }) {
  const groups = [
    { label: DOCS.unticked, items: check.items.filter((item) => !item.ticked) },
    { label: DOCS.ticked, items: check.items.filter((item) => item.ticked) },
  ];
  return (
    <div className="space-y-4">
      <dl>
        <DescriptionItem label={DOCS.checklist}>{check.title}</DescriptionItem>
      </dl>
      {groups.map((group) => (
        <div key={group.label}>
          <h3 className="font-semibold text-slate-900">
            {group.label} ({group.items.length})
          </h3>
          {group.items.length === 0 ? (
            <p className="mt-1 text-slate-700">{DOCS.none}</p>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {group.items.map((item) => (
                <li key={item.id}>{item.title}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <p className="text-sm text-slate-600">{check.checkedOn ? DOCS.checkedOn(formatDay(check.checkedOn)) : DOCS.neverChecked}</p>
    </div>
  );
}
