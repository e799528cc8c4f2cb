import { describeCounts } from '@/lib/retention/describe';
import type { RetentionRunDto } from '@/lib/retention/dto';
import { formatDateTime } from '@/lib/time/format';

function outcome(run: RetentionRunDto): string {
  const removed = describeCounts(run.counts);
  if (run.state === 'finished') return removed;
  if (run.state === 'running') return 'Running…';
  return `${run.problem ? `Stopped: ${run.problem}` : 'Did not finish'}. Before that: ${removed}. The next run removes the rest.`;
}

// The latest runs of the retention job: when, why, and what each removed (counts only).
export function RetentionRuns({ runs }: { runs: RetentionRunDto[] }) {
  if (runs.length === 0) return <p className="text-slate-700">No run yet. The first runs within an hour of the server’s start.</p>;
  return (
    <ol aria-label="Latest runs" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {runs.map((run) => (
        <li key={run._id} className="grid gap-1 p-4 sm:grid-cols-[14rem_1fr]">
          <div className="text-sm text-slate-700">
            <time dateTime={run.startedAt}>{formatDateTime(run.startedAt, 'long')}</time>
            <p>{run.trigger === 'daily' ? 'Daily run' : `Run now, by ${run.startedBy || 'an administrator'}`}</p>
          </div>
          <p className="break-words text-slate-900">{outcome(run)}</p>
        </li>
      ))}
    </ol>
  );
}
