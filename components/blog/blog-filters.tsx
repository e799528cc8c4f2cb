'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { blogUrl } from '@/lib/posts/blog-url';
import type { PostSort } from '@/lib/posts/list-query';
import type { Locale } from '@/i18n/locales';
import { SearchBox } from '@/components/ui/search-box';

const SEARCH_DEBOUNCE_MS = 300;

type Chip = { id: string; name: string; count: number };
// The filters' texts in the page's language (Blog catalogue), from the server parent.
export type BlogFilterTexts = { searchLabel: string; searchPlaceholder: string; sort: string; latest: string; oldest: string; categoriesLabel: string; loading: string };

// Going from the prerendered list (/blog, a category page) to a search or back is a change of page
// folder, so React replaces these filters with new ones: the search box's text, caret and focus
// carry over to the new box, or a visitor typing on would lose focus and keystrokes.
const CARRY_MS = 10_000;
let carriedSearch: { text: string; caret: number; at: number } | null = null;

// Search, category chips and sort for one language's blog (/blog, /de/blog). The filter lives in
// the address; the server renders the list for it, so every view can be linked and the back
// button restores the previous one. Chip ids are the categories' slugs in that language.
type Props = { q: string; category: string; sort: PostSort; chips: Chip[]; locale: Locale; texts: BlogFilterTexts };

export function BlogFilters({ q, category, sort, chips, locale, texts }: Props) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const [pushedQ, setPushedQ] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);

  // The address changed from outside (back button, a chip): show its search text, unless it is
  // the text this box itself just sent (the visitor may have typed on since).
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== pushedQ) setText(q);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const carrySearch = () => {
    const box = input.current;
    if (box && document.activeElement === box) carriedSearch = { text: box.value, caret: box.selectionStart ?? box.value.length, at: Date.now() };
  };

  const navigate = (url: string, mode: 'push' | 'replace') => {
    // Before the new page renders (its box may be made before this one is taken down).
    carrySearch();
    startTransition(() => (mode === 'push' ? router.push(url, { scroll: false }) : router.replace(url, { scroll: false })));
  };

  const searchSoon = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPushedQ(value.trim());
      navigate(blogUrl({ q: value, category, sort }, locale), 'replace');
    }, SEARCH_DEBOUNCE_MS);
  };

  const onType = (value: string) => {
    setText(value);
    searchSoon(value);
  };

  // Layout effects: the old box is still in the document when it is taken down, and the new one
  // gets focus before it is painted.
  useLayoutEffect(() => {
    const box = input.current;
    const carried = carriedSearch && Date.now() - carriedSearch.at < CARRY_MS ? carriedSearch : null;
    carriedSearch = null;
    if (box && carried) {
      box.focus();
      if (carried.text !== box.value) {
        // State from outside React: the box this one replaces, typed in until it was taken down.
        setText(carried.text);
        // Typed on after the address changed: search for the rest too.
        if (carried.text.trim() !== q) searchSoon(carried.text);
      }
      requestAnimationFrame(() => box.setSelectionRange(carried.caret, carried.caret));
    }
    // Typed on since the navigation started: the latest text and caret.
    return carrySearch;
    // Runs once per box: on its mount and its removal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox id="blog-search" look="plain" className="flex-1" label={texts.searchLabel} placeholder={texts.searchPlaceholder} value={text} maxLength={100} onValueChange={onType} inputRef={input} />
        <div className="flex items-center gap-2">
          <label htmlFor="blog-sort" className="text-sm font-medium text-slate-700">
            {texts.sort}
          </label>
          <select
            id="blog-sort"
            value={sort}
            onChange={(event) => navigate(blogUrl({ q: text, category, sort: event.target.value as PostSort }, locale), 'push')}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
          >
            <option value="latest">{texts.latest}</option>
            <option value="oldest">{texts.oldest}</option>
          </select>
        </div>
      </div>
      <nav aria-label={texts.categoriesLabel}>
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => {
            const active = chip.id === category;
            return (
              <li key={chip.id}>
                <Link
                  id={chip.id}
                  href={blogUrl({ q: text, category: chip.id, sort }, locale)}
                  scroll={false}
                  aria-current={active ? 'true' : undefined}
                  className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium ${
                    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
                  }`}
                >
                  {chip.name}
                  <span className={`rounded-full px-2 text-xs ${active ? 'bg-white/20' : 'bg-slate-100'}`}>{chip.count}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p role="status" aria-live="polite" className="min-h-6 text-sm text-slate-600">
        {isPending ? texts.loading : ''}
      </p>
    </div>
  );
}
