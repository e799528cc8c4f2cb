import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { NewsletterNav } from '@/components/admin/newsletter/newsletter-nav';
import { SubscriberStatusBadge } from '@/components/admin/newsletter/subscriber-status-badge';
import { FilterSelect } from '@/components/admin/shared/filter-select';
import { LanguageBadge } from '@/components/admin/shared/language-badge';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { LIST_CELL_LABEL, ListTable } from '@/components/ui/list-table';
import { PageHeader } from '@/components/ui/page-header';
import { TABLE_CELL, TABLE_ROW } from '@/components/ui/responsive-table';
import { LANGUAGE_NAMES, LOCALES } from '@/i18n/locales';
import { can } from '@/lib/auth/permissions';
import { NEWSLETTER_STATUSES } from '@/lib/newsletter/newsletter';
import { STATUS_LABELS, UNSUBSCRIBE_WAY_LABELS, subscriberListQuerySchema, subscriberQueryString, type SubscriberListQuery } from '@/lib/newsletter/subscribers';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listSubscribers } from '@/lib/server/newsletter/subscriber-records';
import { formatDateTime, formatNumber } from '@/lib/time/format';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Newsletter subscribers' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const COLUMNS = ['E-mail', 'Status', 'Language', 'Subscribed', 'Confirmed', 'Unsubscribed'];
const PAGE_LINK = buttonClass('secondary', 'sm');
const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...NEWSLETTER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];
const LANGUAGE_OPTIONS = [{ value: '', label: 'All languages' }, ...LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))];

// The newsletter's subscribers for administrators (personal data): filtered by status, language
// and address, newest subscription first, 50 a page. Each address opens its consent proof.
export default async function NewsletterSubscribersPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/newsletter/subscribers');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = subscriberListQuerySchema.safeParse(raw);
  const query: SubscriberListQuery = parsed.success ? parsed.data : {};
  const { rows, page, hasNextPage, counts } = await listSubscribers(query);
  const filter = subscriberQueryString(query);
  const pageHref = (target: number) => `/admin/newsletter/subscribers${subscriberQueryString(query, target) ? `?${subscriberQueryString(query, target)}` : ''}`;

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title="Subscribers" intro="Everyone who subscribed to the newsletter, with the proof of their consent. Open an address for its proof, to unsubscribe it on request or to delete it.">
        <a href={`/api/v1/newsletter/subscribers/export${filter ? `?${filter}` : ''}`} className={`${buttonClass('secondary')} self-start`}>
          Export CSV
        </a>
      </PageHeader>
      <NewsletterNav current="/admin/newsletter/subscribers" role={user.role} />

      <form method="get" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div>
          <label htmlFor="subscriber-email" className="block text-sm font-medium text-slate-800">
            E-mail address or its beginning
          </label>
          <input id="subscriber-email" name="email" type="search" defaultValue={query.email ?? ''} autoComplete="off" className={FIELD_CLASS} />
        </div>
        <FilterSelect id="subscriber-status" name="status" label="Status" defaultValue={query.status ?? ''} options={STATUS_OPTIONS} />
        <FilterSelect id="subscriber-locale" name="locale" label="Language" defaultValue={query.locale ?? ''} options={LANGUAGE_OPTIONS} />
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
      </form>

      {!parsed.success && (
        <p role="alert" className="text-red-800">
          The filter in the address was not understood; showing everyone.
        </p>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {NEWSLETTER_STATUSES.map((status) => `${STATUS_LABELS[status]}: ${formatNumber(counts[status])}`).join(' · ')}
        {query.locale || query.email ? ' (in this language or search)' : ''}
      </p>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{page > 1 ? 'No more subscribers on this page.' : 'No subscribers match this filter.'}</p>
      ) : (
        <ListTable label="Subscribers (scrolls sideways)" caption="Newsletter subscribers, newest subscription first" columns={COLUMNS}>
          {rows.map((row) => (
            <tr key={row.id} className={`${TABLE_ROW} max-md:bg-white`}>
              <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                <Link href={`/admin/newsletter/subscribers/${row.id}`} className="font-semibold wrap-anywhere text-brand-700 underline">
                  {row.email}
                </Link>
              </th>
              <td className={TABLE_CELL}>
                <span className={LIST_CELL_LABEL}>Status: </span>
                <SubscriberStatusBadge status={row.status} />
              </td>
              <td className={TABLE_CELL}>
                <span className={LIST_CELL_LABEL}>Language: </span>
                <LanguageBadge locale={row.locale} />
              </td>
              <td className={TABLE_CELL}>
                <span className={LIST_CELL_LABEL}>Subscribed: </span>
                {formatDateTime(row.subscribedAt)}
              </td>
              <td className={TABLE_CELL}>
                <span className={LIST_CELL_LABEL}>Confirmed: </span>
                {row.confirmedAt ? formatDateTime(row.confirmedAt) : '–'}
              </td>
              <td className={TABLE_CELL}>
                <span className={LIST_CELL_LABEL}>Unsubscribed: </span>
                {row.unsubscribedAt ? `${formatDateTime(row.unsubscribedAt)}${row.unsubscribedHow ? `, ${UNSUBSCRIBE_WAY_LABELS[row.unsubscribedHow]}` : ''}` : '–'}
              </td>
            </tr>
          ))}
        </ListTable>
      )}

      {(page > 1 || hasNextPage) && (
        // No "page X of Y": the list reads one row past the page instead of counting everything.
        <nav aria-label="Subscriber pages" className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">Page {page}</p>
          <ul className="flex gap-2">
            {page > 1 && (
              <li>
                <Link href={pageHref(page - 1)} rel="prev" className={PAGE_LINK}>
                  <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                  Previous
                </Link>
              </li>
            )}
            {hasNextPage && (
              <li>
                <Link href={pageHref(page + 1)} rel="next" className={PAGE_LINK}>
                  Next
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
