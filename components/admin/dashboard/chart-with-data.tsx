import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { DataTable } from './data-table';

export type ChartData = { summary: string; headers: [string, string]; rows: { label: string; value: number }[] };

type Props = { caption: string; figures: ChartData; children: React.ReactNode };

// A chart with its text alternative: the canvas area is one image whose name summarises it, and
// the exact figures are one click away in a table.
export function ChartWithData({ caption, figures, children }: Props) {
  return (
    <>
      <div role="img" aria-label={figures.summary} className="relative h-64 w-full">
        {children}
      </div>
      <details className="mt-3 text-sm">
        {/* Default display keeps the disclosure triangle; the padding makes a 44 px target. */}
        <summary className={`cursor-pointer rounded-md py-3 font-medium text-brand-700 ${FOCUS_RING}`}>{DASHBOARD_COPY.charts.showData}</summary>
        <DataTable caption={caption} headers={figures.headers} rows={figures.rows} />
      </details>
    </>
  );
}
