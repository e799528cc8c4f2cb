import { NotAllowed } from '@/components/admin/not-allowed';
import { TextFilters } from '@/components/admin/texts/text-filters';
import { TextRow } from '@/components/admin/texts/text-row';
import { TextsNav } from '@/components/admin/texts/texts-nav';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { can } from '@/lib/auth/permissions';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listTextEntries } from '@/lib/server/texts/queries';
import { filterTextEntries, groupTexts, pageOfTexts, parseTextListQuery, textListSearch } from '@/lib/texts/text-list';
import { loadTextHistory, resetText, saveText } from './actions';
import { endTextPreview, previewText } from './preview/actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.title };

const addressOf = (search: string) => (search ? `/admin/texts?${search}` : '/admin/texts');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Every catalogue text a visitor reads (issue 45), grouped by page and section in page order, each
// language's wording side by side: administrators and editors change, reset and preview them. The
// filter and the page are the address. A database failure is left to the admin area's error page.
export default async function TextsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/texts');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const query = parseTextListQuery(await searchParams);
  const { rows, page, totalPages, total } = pageOfTexts(filterTextEntries(await listTextEntries(), query), query.page);
  const actions = { save: saveText, reset: resetText, loadHistory: loadTextHistory, preview: previewText, endPreview: endTextPreview };

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.title} intro={`${COPY.intro} ${COPY.previewHint}`} />
      <TextsNav current="/admin/texts" />
      <TextFilters query={query} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {COPY.total(total)}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{COPY.noMatch}</p>
      ) : (
        groupTexts(rows).map((group, index) => (
          <section key={`${group.page}-${group.section}-${index}`} aria-labelledby={`texts-group-${index}`} className="space-y-2">
            <h2 id={`texts-group-${index}`} className="text-lg font-semibold text-slate-900">
              {COPY.groupHeading(group.page, group.section)}
            </h2>
            <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {group.rows.map((entry) => (
                <TextRow key={entry.key} entry={entry} actions={actions} />
              ))}
            </ol>
          </section>
        ))
      )}
      <Pagination label={COPY.pagination} page={page} totalPages={totalPages} href={(target) => addressOf(textListSearch(query, target))} />
    </div>
  );
}
