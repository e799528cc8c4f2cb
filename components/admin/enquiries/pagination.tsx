import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { ENQUIRIES_COPY } from '@/lib/content/enquiries';
import type { EnquiryPagination } from '@/lib/enquiries/dto';
import { pageWindow } from '@/lib/pagination/page-window';

const COPY = ENQUIRIES_COPY.pagination;
const BUTTON = `inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${FOCUS_RING}`;
const IDLE = `${BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
const CURRENT = `${BUTTON} border-brand-700 bg-brand-700 text-white`;

type Props = { pagination: EnquiryPagination; onPage: (page: number) => void };

// Previous, numbered pages and Next; only when there is more than one page (SPEC section 2).
// The numbers hide below sm, where 'Page X of Y' between the arrows is enough.
export function Pagination({ pagination, onPage }: Props) {
  const { currentPage, totalPages, hasPrevPage, hasNextPage } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={COPY.label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">{COPY.pageOf(currentPage, totalPages)}</p>
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <button type="button" className={IDLE} disabled={!hasPrevPage} onClick={() => onPage(currentPage - 1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {COPY.previous}
          </button>
        </li>
        {pageWindow(currentPage, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-slate-600 sm:block">
              …
            </li>
          ) : (
            <li key={item} className="hidden sm:block">
              <button
                type="button"
                className={item === currentPage ? CURRENT : IDLE}
                aria-current={item === currentPage ? 'page' : undefined}
                aria-label={COPY.page(item)}
                onClick={() => item !== currentPage && onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={IDLE} disabled={!hasNextPage} onClick={() => onPage(currentPage + 1)}>
            {COPY.next}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
