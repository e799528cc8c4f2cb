import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { formatNumber } from '@/lib/time/format';
import type { FigureRow } from '@/lib/dashboard/types';

type Props = { id: string; title: string; column: string; countColumn: string; rows: FigureRow[]; empty: string; intro?: string };

// A small counted list as a table under its own heading: a label (with a second line, or a link)
// and a count. Two columns, and long labels wrap, so it fits a phone without sideways scrolling.
export function FigureTable({ id, title, column, countColumn, rows, empty, intro }: Props) {
  return (
    <div className="min-w-0">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <table aria-labelledby={id} className="mt-2 w-full table-fixed text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                {column}
              </th>
              <th scope="col" className="w-20 py-1 text-right font-medium">
                {countColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 align-top last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-normal break-words text-slate-800">
                  {row.href ? (
                    <Link href={row.href} prefetch={false} className={`rounded-sm font-medium text-slate-900 hover:text-brand-700 hover:underline ${FOCUS_RING}`}>
                      {row.label}
                    </Link>
                  ) : (
                    row.label
                  )}
                  {row.detail && <span className="block text-xs break-words text-slate-600">{row.detail}</span>}
                </th>
                <td className="py-1.5 text-right text-slate-900 tabular-nums">{formatNumber(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
