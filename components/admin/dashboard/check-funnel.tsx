import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import type { CheckFunnel as Data, CheckFunnelCounts } from '@/lib/dashboard/types';
import { formatDay, formatNumber, formatPercent } from '@/lib/time/format';
import { InlineNotice } from './inline-notice';

const COPY = DASHBOARD_COPY.checkFunnel;
const COLUMNS: (keyof CheckFunnelCounts)[] = ['started', 'result', 'enquiry'];
const CELL = 'py-1.5 pl-2 text-right text-slate-900 tabular-nums';

const rate = (value: number | null) => (value === null ? COPY.noRate : formatPercent(value));

// The Opportunity Card points check's funnel over the dashboard's period: a row per day with any
// event (newest first), the period's totals and the two conversion ratios. Four narrow columns
// whose headings wrap, so it fits a phone without sideways scrolling. null: could not be read.
export function CheckFunnel({ data }: { data: Data | null }) {
  return (
    <div className="min-w-0">
      <h3 id="check-funnel" className="font-semibold text-slate-900">
        {COPY.title}
      </h3>
      {!data && <InlineNotice />}
      {data && (
        <>
          <p className="mt-1 text-sm text-slate-700">{COPY.summary}</p>
          {data.days.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{COPY.empty}</p>
          ) : (
            <>
              <ul className="mt-2 text-sm text-slate-700">
                <li>{COPY.resultRate(rate(data.resultRate))}</li>
                <li>{COPY.enquiryRate(rate(data.enquiryRate))}</li>
              </ul>
              <table aria-labelledby="check-funnel" className="mt-2 w-full max-w-xl table-fixed text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200 align-bottom text-slate-600">
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {COPY.day}
                    </th>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="py-1 pl-2 text-right font-medium">
                        {COPY[column]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((row) => (
                    <tr key={row.day} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="py-1.5 pr-2 font-normal text-slate-800">
                        {formatDay(row.day, 'medium')}
                      </th>
                      {COLUMNS.map((column) => (
                        <td key={column} className={CELL}>
                          {formatNumber(row[column])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-300 font-semibold">
                    <th scope="row" className="py-1.5 pr-2 text-slate-900">
                      {COPY.total}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column} className={CELL}>
                        {formatNumber(data.totals[column])}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </>
          )}
        </>
      )}
    </div>
  );
}
