import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { LanguageBadge } from '@/components/admin/shared/language-badge';
import { NotAllowed } from '@/components/admin/not-allowed';
import { IssueStatusBadge } from '@/components/admin/newsletter/issue-status-badge';
import { NewsletterNav } from '@/components/admin/newsletter/newsletter-nav';
import { buttonClass } from '@/components/ui/button';
import { LIST_CELL_LABEL, ListTable } from '@/components/ui/list-table';
import { PageHeader } from '@/components/ui/page-header';
import { TABLE_CELL, TABLE_ROW } from '@/components/ui/responsive-table';
import { can } from '@/lib/auth/permissions';
import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';
import type { IssueRecord } from '@/lib/newsletter/newsletter-issue';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listIssues } from '@/lib/server/newsletter/issue-store';
import { issueProgress } from '@/lib/server/newsletter/sending';
import { formatDateTime, formatNumber } from '@/lib/time/format';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.listTitle };

const PAGE_SIZE = 20;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

// When it went or goes out, for the list: the schedule, or when sending started.
function whenOf(issue: IssueRecord): string {
  if (issue.status === 'scheduled') return formatDateTime(issue.scheduledAt);
  return formatDateTime(issue.sendingStartedAt) || '—';
}

const pageHref = (page: number) => (page > 1 ? `/admin/newsletter/issues?page=${page}` : '/admin/newsletter/issues');

// The issues, newest first, a page at a time (the page after is known by reading one more row, so
// no count of every issue is made): subject, language, status, when, and the recipients' counts
// of an issue going or gone out. A table from a tablet up, a card per issue on a phone.
export default async function NewsletterIssuesPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/newsletter/issues');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const page = pageOf((await searchParams).page);
  const { issues, hasNext } = await listIssues({ page, limit: PAGE_SIZE });
  const progress = new Map(
    await Promise.all(issues.filter((issue) => issue.status !== 'draft' && issue.status !== 'scheduled').map(async (issue) => [issue.id, await issueProgress(issue.id)] as const)),
  );

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.listTitle} intro={COPY.listIntro} add={{ href: '/admin/newsletter/issues/new', label: COPY.addLabel }} />
      <NewsletterNav current="/admin/newsletter/issues" role={user.role} />
      {issues.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{COPY.empty}</p>
      ) : (
        <ListTable label={COPY.scrollLabel} caption={COPY.caption} columns={Object.values(COPY.columns)}>
          {issues.map((issue) => {
            const counts = progress.get(issue.id);
            return (
              <tr key={issue.id} className={`${TABLE_ROW} max-md:bg-white`} data-issue-id={issue.id}>
                <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                  <Link href={`/admin/newsletter/issues/${issue.id}`} className="font-semibold break-words text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    {issue.subject}
                  </Link>{' '}
                  <LanguageBadge locale={issue.locale} />
                </th>
                <td className={TABLE_CELL}>
                  <span className={LIST_CELL_LABEL}>{COPY.columns.status}: </span>
                  <IssueStatusBadge status={issue.status} />
                </td>
                <td className={`${TABLE_CELL} md:whitespace-nowrap`}>
                  <span className={LIST_CELL_LABEL}>{COPY.columns.when}: </span>
                  {whenOf(issue)}
                </td>
                <td className={TABLE_CELL}>
                  <span className={LIST_CELL_LABEL}>{COPY.columns.counts}: </span>
                  {counts
                    ? `${formatNumber(counts.recipients)} (${formatNumber(counts.sent)} ${COPY.progress.sent.toLowerCase()}, ${formatNumber(counts.failed)} ${COPY.progress.failed.toLowerCase()})`
                    : '—'}
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
      {(page > 1 || hasNext) && (
        <nav aria-label={COPY.pagesLabel} className="flex flex-wrap justify-between gap-3">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className={buttonClass('secondary', 'sm')}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {COPY.previousPage}
            </Link>
          ) : (
            <span />
          )}
          {hasNext && (
            <Link href={pageHref(page + 1)} className={buttonClass('secondary', 'sm')}>
              {COPY.nextPage}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
