import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import type { LeadPeriod } from '@/lib/dashboard/lead-period';
import { formatDay, formatNumber } from '@/lib/time/format';
import type { CheckFunnel as Funnel, LeadSources as Data, WhatsAppChats } from '@/lib/dashboard/types';
import { CheckFunnel } from './check-funnel';
import { DashboardPanel } from './dashboard-panel';
import { FigureTable } from './figure-table';
import { InlineNotice } from './inline-notice';
import { PeriodSwitch } from './period-switch';

const COPY = DASHBOARD_COPY.sources;
const WHATSAPP = DASHBOARD_COPY.whatsapp;

type Props = { period: LeadPeriod; data: Data | null; whatsapp: WhatsAppChats | null; checkFunnel: Funnel | null };

// Where the period's leads came from: service, source, first page of the visit and blog posts, and
// the WhatsApp chats started and the Opportunity Card check's funnel over the same days. Shown only to roles with lead access (the page
// decides; the data is not even read otherwise).
export function LeadSources({ period, data, whatsapp, checkFunnel }: Props) {
  return (
    <DashboardPanel id="lead-sources-title" title={COPY.title} aside={<PeriodSwitch current={period} />}>
      {!data && <InlineNotice />}
      {data && (
        <>
          <p className="mb-4 text-sm text-slate-700">{COPY.summary(formatNumber(data.total), formatDay(data.firstDay, 'medium'), formatDay(data.lastDay, 'medium'))}</p>
          <div className="grid gap-6 md:grid-cols-2">
            {[
              { id: 'leads-by-service', copy: COPY.byService, rows: data.byService },
              { id: 'leads-by-source', copy: COPY.bySource, rows: data.bySource },
              { id: 'leads-by-landing-page', copy: COPY.byLandingPage, rows: data.byLandingPage },
            ].map(({ id, copy, rows }) => (
              <FigureTable key={id} id={id} title={copy.title} column={copy.column} countColumn={COPY.leads} rows={rows} empty={COPY.empty} />
            ))}
            <FigureTable
              id="leads-by-blog-post"
              title={COPY.blogPosts.title}
              column={COPY.blogPosts.column}
              countColumn={COPY.leads}
              rows={data.blogPosts}
              empty={COPY.blogPosts.empty}
              intro={data.blogLeads > 0 ? COPY.blogPosts.summary(formatNumber(data.blogLeads)) : undefined}
            />
          </div>
        </>
      )}
      <div className="mt-6 border-t border-slate-200 pt-4">
        {whatsapp ? (
          <FigureTable
            id="whatsapp-chats"
            title={WHATSAPP.title}
            column={WHATSAPP.column}
            countColumn={WHATSAPP.chats}
            rows={whatsapp.rows}
            empty={WHATSAPP.empty}
            intro={WHATSAPP.summary(formatNumber(whatsapp.total))}
          />
        ) : (
          <>
            <h3 className="mb-2 font-semibold text-slate-900">{WHATSAPP.title}</h3>
            <InlineNotice />
          </>
        )}
      </div>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <CheckFunnel data={checkFunnel} />
      </div>
    </DashboardPanel>
  );
}
