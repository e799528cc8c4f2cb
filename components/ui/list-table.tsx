import type { ReactNode } from 'react';
import { FOCUS_RING } from './focus-ring';
import { TABLE, TABLE_BODY, TABLE_HEAD_HIDDEN_ON_PHONE, TABLE_REGION } from './responsive-table';

// The class of a cell's name on a phone, where each cell is a line of its row's card (the header
// row is for screen readers only there): "Service: …".
export const LIST_CELL_LABEL = 'font-semibold text-slate-900 md:sr-only';
// A small badge beside a row's name ("Sample", "Review due"), its colours added.
export const LIST_BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

type Props = {
  // The scrolling region's name ("Checklists (scrolls sideways)") and the table's caption.
  label: string;
  caption: string;
  columns: readonly string[];
  // The rows (TABLE_ROW, TABLE_CELL from responsive-table.ts).
  children: ReactNode;
};

// A back-office list as a table from a tablet up and a card per row on a phone: the region that
// scrolls sideways when needed (focusable, so the keyboard can scroll it), the caption, the
// column heads and the body.
export function ListTable({ label, caption, columns, children }: Props) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`${TABLE_REGION} ${FOCUS_RING}`}>
      <table className={`${TABLE} md:min-w-[48rem]`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={TABLE_HEAD_HIDDEN_ON_PHONE}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={TABLE_BODY}>{children}</tbody>
      </table>
    </div>
  );
}
