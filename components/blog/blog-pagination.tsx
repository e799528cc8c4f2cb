import Link from 'next/link';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { blogUrl, type BlogFilter } from '@/lib/posts/blog-url';
import { pageWindow } from '@/lib/pagination/page-window';

const ITEM = `inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium ${FOCUS_RING}`;
const IDLE = `${ITEM} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
const CURRENT = `${ITEM} border-brand-700 bg-brand-700 text-white`;

// Previous, numbered pages and Next of the blog list, as links: every page has its own address
// (the filter kept), so it can be crawled, shared and reached with the back button.
export function BlogPagination({ filter, page, totalPages }: { filter: BlogFilter; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (target: number) => blogUrl({ ...filter, page: target });
  return (
    <nav aria-label="Blog pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        Page {page} of {totalPages}
      </p>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={IDLE}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              Previous
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-slate-600 sm:block">
              …
            </li>
          ) : (
            <li key={item} className="hidden sm:block">
              <Link href={href(item)} aria-label={`Page ${item}`} aria-current={item === page ? 'page' : undefined} className={item === page ? CURRENT : IDLE}>
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link href={href(page + 1)} rel="next" className={IDLE}>
              Next
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
