import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import type { LeadPeriod } from '@/lib/dashboard/lead-period';
import { LEAD_PERIOD_LABELS } from '@/lib/dashboard/lead-period';
import type { BookingFigures, PipelineFunnel } from '@/lib/pipeline/funnel';
import { formatNumber, formatPercent } from '@/lib/time/format';
import { DashboardPanel } from './dashboard-panel';
import { InlineNotice } from './inline-notice';

type Props = { funnel: PipelineFunnel | null; bookings: BookingFigures | null; period: LeadPeriod };

// The pipeline as a funnel (issue 47): the leads in each stage now, a bar as wide as the share
// that reached it, and the conversion to the next stage; beside it the bookings figure.
// null: could not be read.
export function PipelineFigures({ funnel, bookings, period }: Props) {
  const first = funnel?.steps[0]?.reached ?? 0;
  const aside = (
    <Link href="/admin/pipeline" className={`inline-flex min-h-11 items-center rounded-md text-sm font-semibold text-brand-700 hover:underline ${FOCUS_RING}`}>
      Open the board
    </Link>
  );
  return (
    <DashboardPanel id="pipeline-title" title="Pipeline" aside={aside}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <figure className="min-w-0" aria-labelledby="pipeline-funnel">
          <h3 id="pipeline-funnel" className="font-semibold text-slate-900">
            Stages
          </h3>
          {!funnel && <InlineNotice />}
          {funnel && (
            <>
              <ol className="mt-2 space-y-2">
                {funnel.steps.map((step) => (
                  <li key={step.stage.id} className="text-sm">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-medium text-slate-900">{step.stage.name}</span>
                      <span className="text-slate-800 tabular-nums">
                        {formatNumber(step.count)} now · {formatNumber(step.reached)} reached
                      </span>
                    </div>
                    <div aria-hidden="true" className="mt-1 h-2 rounded bg-slate-100">
                      <div className="h-2 rounded bg-brand-700" style={{ width: `${first > 0 ? Math.max(2, (step.reached / first) * 100) : 0}%` }} />
                    </div>
                    {step.conversionToNext !== null && <p className="mt-1 text-slate-700">{formatPercent(step.conversionToNext)} went on to the next stage</p>}
                  </li>
                ))}
              </ol>
              {funnel.notAFit && (
                <p className="mt-3 text-sm text-slate-800">
                  {funnel.notAFit.stage.name}: <span className="font-semibold">{formatNumber(funnel.notAFit.count)}</span>
                </p>
              )}
              <figcaption className="mt-3 text-sm text-slate-700">
                Every lead on the board, by the stage it is in now. A lead “reached” a stage when it is in that stage or a later one; the share is of those that reached the stage
                above. {funnel.notAFit?.stage.name ?? 'Not a fit'} is outside the chain: a lead may leave from any stage, which is not recorded.
              </figcaption>
            </>
          )}
        </figure>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">Consultations</h3>
          {!bookings && <InlineNotice />}
          {bookings && (
            <dl className="mt-2 grid grid-cols-3 gap-3 lg:grid-cols-1">
              {[
                ['Upcoming', bookings.upcoming],
                ['This week', bookings.thisWeek],
                [`No-shows (${LEAD_PERIOD_LABELS[period]})`, bookings.noShows],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-sm text-slate-700">{label}</dt>
                  <dd className="text-2xl font-bold text-slate-900 tabular-nums">{formatNumber(Number(value))}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="mt-2 text-sm text-slate-700">This week: Monday to Sunday in Berlin, not cancelled.</p>
        </div>
      </div>
    </DashboardPanel>
  );
}
