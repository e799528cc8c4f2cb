import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import { AuthorPhotoBeside } from '@/components/site/posts/author-photo';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import { EditLink, PublicPageLink } from '@/components/admin/shared/record-links';
import { authorPath } from '@/lib/authors/author';
import { AUTHORS_COPY as COPY } from '@/lib/content/authors';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listAuthors } from '@/lib/server/authors/queries';
import { PageHeader } from '@/components/ui/page-header';
import { removeAuthor } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.listTitle };

// The authors as cards (one column on a phone): photo, name, role, how many posts name them, and
// their actions. A database failure is left to the admin area's error page.
export default async function AuthorsPage() {
  const user = await requirePageUser('/admin/authors');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const authors = await listAuthors();
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.listTitle} intro={COPY.listIntro} add={{ href: '/admin/authors/new', label: COPY.addLabel }} />
      {authors.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{COPY.empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {authors.map((author) => (
            <li key={author._id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
              <AuthorPhotoBeside author={author} size={64}>
                <h2 className="truncate text-lg font-semibold text-slate-900">{author.name}</h2>
                {author.role && <p className="text-sm text-slate-700">{author.role}</p>}
                <p className="text-sm text-slate-600">{COPY.postCount(author.postCount)}</p>
                {author.onTeam && <p className="text-sm text-slate-700">{COPY.onTeamBadge(author.teamOrder)}</p>}
                {author.signsFounderNote && <p className="text-sm font-medium text-brand-700">{COPY.signerBadge}</p>}
              </AuthorPhotoBeside>
              <div className="flex flex-wrap gap-2">
                <EditLink href={`/admin/authors/${author._id}`} label={COPY.editLabel} name={author.name} />
                <PublicPageLink href={authorPath(author)} label={COPY.viewPage} name={author.name} />
                <DeleteButton
                  action={removeAuthor}
                  id={author._id}
                  name={author.name}
                  confirm={COPY.confirmDelete(author.name, author.postCount)}
                  copy={{ deleteLabel: COPY.deleteLabel, deletingLabel: COPY.deletingLabel, deleted: COPY.deleted, deleteFailed: COPY.deleteFailed }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
