import Link from 'next/link';
import { MediaCard } from '@/components/admin/media/media-card';
import { MediaUploader } from '@/components/admin/media/media-uploader';
import { NotAllowed } from '@/components/admin/not-allowed';
import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { can } from '@/lib/auth/permissions';
import { MEDIA_COPY as COPY } from '@/lib/content/media';
import { MEDIA_LIMITS } from '@/lib/media/media-file';
import { requirePageUser } from '@/lib/server/auth/guard';
import { backfillIfNeeded } from '@/lib/server/media/backfill';
import { listMedia } from '@/lib/server/media/queries';
import { whereUsedMany } from '@/lib/server/media/usage';
import { removeMediaFile, saveMediaAlt } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.listTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function addressOf(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/admin/media${query ? `?${query}` : ''}`;
}

// The media library: upload many, search (a GET form, so it works before the scripts load), and
// each image with its size, where it is used, its alt text per language, Replace and Delete.
// Files stored before the library get their records on the first opening (lib/server/media/backfill.ts).
export default async function MediaPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/media');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const params = await searchParams;
  const q = first(params.q).trim().slice(0, MEDIA_LIMITS.search);
  // Best effort: a file it could not record is missing from the list, the library still opens.
  await backfillIfNeeded().catch((error: unknown) => console.error('[media] could not record the files stored before the library:', error));
  const library = await listMedia({ q, page: Number(first(params.page)) || 1 });
  const uses = await whereUsedMany(library.files.map((file) => file.name));
  const searchHint = 'media-search-hint';

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.listTitle} intro={COPY.listIntro} />
      <MediaUploader />
      <form method="get" role="search" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Field id="media-search" label={COPY.searchLabel} hints={[COPY.searchHint]}>
            <input id="media-search" name="q" type="search" defaultValue={q} maxLength={MEDIA_LIMITS.search} className={FIELD_CLASS} {...fieldA11y('media-search', { hints: [COPY.searchHint] })} />
          </Field>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass('primary')}>
            {COPY.searchButton}
          </button>
          {q && (
            <Link href="/admin/media" className={buttonClass('secondary')}>
              {COPY.clearSearch}
            </Link>
          )}
        </div>
      </form>
      <p className="text-sm text-slate-700" aria-live="polite" id={searchHint}>
        {q ? COPY.found(library.total, q) : COPY.total(library.total)}
      </p>
      {library.files.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{q ? COPY.noMatch : COPY.empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {library.files.map((file) => (
            <li key={file.name} className="min-w-0">
              <MediaCard file={file} uses={uses.get(file.name) ?? []} saveAlt={saveMediaAlt} remove={removeMediaFile} />
            </li>
          ))}
        </ul>
      )}
      <Pagination label={COPY.pagination} page={library.page} totalPages={library.totalPages} href={(page) => addressOf(q, page)} />
    </div>
  );
}
