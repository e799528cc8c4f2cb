import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { levelSummary } from '@/lib/dashboard/chart-summary';
import { NEWSLETTER_DASHBOARD_COPY as COPY } from '@/lib/dashboard/newsletter-copy';
import { showNewsletterFigures, type NewsletterFigures } from '@/lib/dashboard/newsletter-figures';
import { formatNumber } from '@/lib/time/format';
import { ChartWithData } from './chart-with-data';
import { DashboardPanel } from './dashboard-panel';
import { FigureTable } from './figure-table';
import { InlineNotice } from './inline-notice';
import { LazyMonthlyChart } from './lazy-charts';

const SETTINGS = '/admin/newsletter';
const LINK = `rounded-sm font-medium text-brand-700 underline ${FOCUS_RING}`;

// The newsletter's figures for the roles that write issues (issue 30): subscribers by status now,
// confirmed subscribers at each month's end, and the pages they subscribed on. The page starts the
// read beside its others and hands the promise here (null: it failed, already logged). Until anyone
// has subscribed or the newsletter is on, one line points to the switch instead.
export async function NewsletterSection({ data }: { data: Promise<NewsletterFigures | null> }) {
  const figures = await data;
  if (figures && !showNewsletterFigures(figures)) {
    return (
      <section aria-label={COPY.title} className="rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 shadow-sm sm:px-6">
        <p>
          {COPY.off}{' '}
          <Link href={SETTINGS} className={LINK}>
            {COPY.switchOn}
          </Link>
          .
        </p>
      </section>
    );
  }
  return (
    <DashboardPanel
      id="newsletter-title"
      title={COPY.title}
      aside={
        <Link href={SETTINGS} className={`text-sm ${LINK}`}>
          {COPY.settings}
        </Link>
      }
    >
      {figures ? <Figures figures={figures} /> : <InlineNotice />}
    </DashboardPanel>
  );
}

function Figures({ figures }: { figures: NewsletterFigures }) {
  const { counts, confirmedByMonth, sourcePages } = figures;
  const cards = [
    { label: COPY.counts.confirmed, value: counts.confirmed, note: COPY.counts.confirmedNote },
    { label: COPY.counts.pending, value: counts.pending, note: COPY.counts.pendingNote },
    { label: COPY.counts.unsubscribed, value: counts.unsubscribed, note: COPY.counts.unsubscribedNote },
  ];
  const chart = {
    summary: levelSummary(COPY.chart.title, COPY.chart.unit, confirmedByMonth),
    headers: [COPY.chart.month, COPY.chart.dataset] as [string, string],
    rows: confirmedByMonth.map((point) => ({ label: point.label, value: point.count })),
  };
  return (
    <>
      <h3 className="sr-only">{COPY.counts.title}</h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        {cards.map(({ label, value, note }) => (
          <div key={label} className="min-w-0 rounded-xl bg-slate-50 px-4 py-3">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{formatNumber(value)}</dd>
            <dd className="text-xs text-slate-600">{note}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 font-semibold text-slate-900">{COPY.chart.title}</h3>
          <ChartWithData caption={COPY.chart.title} figures={chart}>
            <LazyMonthlyChart kind="line" dataset={COPY.chart.dataset} series={confirmedByMonth} />
          </ChartWithData>
        </div>
        <FigureTable
          id="newsletter-pages"
          title={COPY.pages.title}
          intro={COPY.pages.intro}
          column={COPY.pages.column}
          countColumn={COPY.pages.count}
          rows={sourcePages}
          empty={COPY.pages.empty}
        />
      </div>
    </>
  );
}
