import { CHECK_VERDICT_LABELS } from '@/lib/content/enquiries';
import type { Verdict } from '@/lib/opportunity-card/assess';

const STYLES: Record<Verdict, string> = {
  'likely-eligible': 'border-green-300 bg-green-50 text-green-800',
  'needs-check': 'border-amber-300 bg-amber-50 text-amber-900',
  'not-eligible': 'border-slate-300 bg-slate-100 text-slate-800',
};

// The Opportunity Card check's verdict on a lead (the inbox's rows, the lead's page). The word is
// always shown; the colour only repeats it.
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  return (
    <span className={`inline-flex rounded border px-1.5 py-0.5 align-middle text-xs font-semibold ${STYLES[verdict]}`}>
      <span className="sr-only">Opportunity Card check: </span>
      {CHECK_VERDICT_LABELS[verdict]}
    </span>
  );
}
