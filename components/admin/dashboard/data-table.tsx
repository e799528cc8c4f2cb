import { formatNumber } from '@/lib/time/format';

type Props = { caption: string; headers: [string, string]; rows: { label: string; value: number }[] };

// The figures behind a chart, for screen readers and anyone who prefers numbers to shapes.
export function DataTable({ caption, headers, rows }: Props) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1 pr-4 font-medium">
              {headers[0]}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {headers[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-1 pr-4 font-normal text-slate-800">
                {row.label}
              </th>
              <td className="py-1 text-right text-slate-900 tabular-nums">{formatNumber(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
