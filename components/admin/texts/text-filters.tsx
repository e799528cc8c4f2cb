import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';
import { TEXT_SEARCH_MAX, type TextListQuery } from '@/lib/texts/text-list';

// The screen's filters as a GET form: they work before the scripts run, and the address keeps
// them (a filtered list can be shared and reloaded). Applying one starts again at page 1.
export function TextFilters({ query }: { query: TextListQuery }) {
  const filtered = query.q !== '' || query.changed || query.same;
  return (
    <form method="get" role="search" aria-label={COPY.filtersLabel} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-[1fr_auto] lg:items-end">
      <div className="min-w-0">
        <label htmlFor="texts-q" className="block text-sm font-medium text-slate-800">
          {COPY.searchLabel}
        </label>
        <p id="texts-q-hint" className="text-sm text-slate-600">
          {COPY.searchHint}
        </p>
        <input id="texts-q" name="q" type="search" defaultValue={query.q} maxLength={TEXT_SEARCH_MAX} aria-describedby="texts-q-hint" className={FIELD_CLASS} />
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
          <label className="flex min-h-11 items-center gap-3 text-slate-900">
            <input type="checkbox" name="changed" value="1" defaultChecked={query.changed} className="h-5 w-5 shrink-0 accent-brand-700" />
            {COPY.changedOnly}
          </label>
          <label className="flex min-h-11 items-center gap-3 text-slate-900">
            <input type="checkbox" name="same" value="1" defaultChecked={query.same} className="h-5 w-5 shrink-0 accent-brand-700" />
            {COPY.sameOnly}
          </label>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')}>
          {COPY.apply}
        </button>
        {filtered && (
          <Link href="/admin/texts" className={buttonClass('secondary')}>
            {COPY.clear}
          </Link>
        )}
      </div>
    </form>
  );
}
