import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import { formatPeriodDay, type LeadPeriod } from '@/lib/dashboard/lead-period';
import { formatCount } from '@/lib/dashboard/month-change';
import type { LeadSources as Data } from '@/lib/dashboard/types';
import { DashboardPanel } from './dashboard-panel';
import { FigureTable } from './figure-table';
import { InlineNotice } from './inline-notice';
import { PeriodSwitch } from './period-switch';

const COPY = DASHBOARD_COPY.sources;

// Where the period's leads came from: service, source, first page of the visit and blog posts.
// Shown only to roles with lead access (the page decides; the data is not even read otherwise).
export function LeadSources({ period, data }: { period: LeadPeriod; data: Data | null }) {
  return (
    <DashboardPanel id="lead-sources-title" title={COPY.title} aside={<PeriodSwitch current={period} />}>
      {!data && <InlineNotice />}
      {data && (
        <>
          <p className="mb-4 text-sm text-slate-700">{COPY.summary(formatCount(data.total), formatPeriodDay(data.firstDay), formatPeriodDay(data.lastDay))}</p>
          <div className="grid gap-6 md:grid-cols-2">
            <FigureTable id="leads-by-service" title={COPY.byService.title} column={COPY.byService.column} countColumn={COPY.leads} rows={data.byService} empty={COPY.empty} />
            <FigureTable id="leads-by-source" title={COPY.bySource.title} column={COPY.bySource.column} countColumn={COPY.leads} rows={data.bySource} empty={COPY.empty} />
            <FigureTable
              id="leads-by-landing-page"
              title={COPY.byLandingPage.title}
              column={COPY.byLandingPage.column}
              countColumn={COPY.leads}
              rows={data.byLandingPage}
              empty={COPY.empty}
            />
            <FigureTable
              id="leads-by-blog-post"
              title={COPY.blogPosts.title}
              column={COPY.blogPosts.column}
              countColumn={COPY.leads}
              rows={data.blogPosts}
              empty={COPY.blogPosts.empty}
              intro={data.blogLeads > 0 ? COPY.blogPosts.summary(formatCount(data.blogLeads)) : undefined}
            />
          </div>
        </>
      )}
    </DashboardPanel>
  );
}
