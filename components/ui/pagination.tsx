import Link from 'next/link';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { pageWindow } from '@/lib/pagination/page-window';
import { fillText } from '@/i18n/fill-text';

// Its words: the back office's English, or a public page's from its catalogue ({page}, {total}).
export type PaginationTexts = { previous: string; next: string; pageOf: string; page: string };
const ENGLISH: PaginationTexts = { previous: 'Previous', next: 'Next', pageOf: 'Page {page} of {total}', page: 'Page {page}' };

const ITEM = `inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${FOCUS_RING}`;
const IDLE = `${ITEM} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
const CURRENT = `${ITEM} border-brand-700 bg-brand-700 text-white`;

type Props = {
  // The navigation landmark's name ("Blog pages").
  label: string;
  texts?: PaginationTexts;
  page: number;
  totalPages: number;
  // totalPages is a lower bound (a capped count): "Page 3 of 1000+".
  morePages?: boolean;
} & (
  | // Every page has its own address (crawlable, shareable, the back button works); Previous and
    // Next are left out where there is no such page.
    { href: (page: number) => string; onPage?: never }
  | // The screen moves itself (the inbox keeps its pending state); Previous and Next stay in place,
    // disabled at the ends.
    { onPage: (page: number) => void; href?: never }
);

// Previous, numbered pages and Next; nothing when there is one page. The numbers hide below sm,
// where "Page X of Y" beside the arrows is enough.
export function Pagination({ label, texts = ENGLISH, page, totalPages, morePages = false, href, onPage }: Props) {
  if (totalPages <= 1) return null;

  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      {texts.previous}
    </>
  );
  const next = (
    <>
      {texts.next}
      <ChevronRight aria-hidden="true" className="h-4 w-4" />
    </>
  );
  const step = (target: number, rel: 'prev' | 'next', content: React.ReactNode) => {
    const exists = target >= 1 && target <= totalPages;
    if (href) {
      return exists ? (
        <li>
          <Link href={href(target)} rel={rel} className={IDLE}>
            {content}
          </Link>
        </li>
      ) : null;
    }
    return (
      <li>
        <button type="button" className={IDLE} disabled={!exists} onClick={() => onPage(target)}>
          {content}
        </button>
      </li>
    );
  };

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {fillText(texts.pageOf, { page: String(page), total: morePages ? `${totalPages}+` : String(totalPages) })}
      </p>
      <ul className="flex flex-wrap items-center gap-2">
        {step(page - 1, 'prev', previous)}
        {pageWindow(page, totalPages).map((item, index) => {
          if (item === 'gap') {
            return (
              <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-slate-600 sm:block">
                …
              </li>
            );
          }
          const current = item === page;
          const common = { className: current ? CURRENT : IDLE, 'aria-current': current ? ('page' as const) : undefined, 'aria-label': fillText(texts.page, { page: String(item) }) };
          return (
            <li key={item} className="hidden sm:block">
              {href ? (
                <Link href={href(item)} {...common}>
                  {item}
                </Link>
              ) : (
                <button type="button" {...common} onClick={() => !current && onPage(item)}>
                  {item}
                </button>
              )}
            </li>
          );
        })}
        {step(page + 1, 'next', next)}
      </ul>
    </nav>
  );
}
