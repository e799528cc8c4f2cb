import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import { AuthorForm } from '@/components/admin/authors/author-form';
import { buttonClass } from '@/components/ui/button';
import { AUTHORS_COPY as COPY } from '@/lib/content/authors';
import { requirePageUser } from '@/lib/server/auth/guard';
import { getAuthor } from '@/lib/server/authors/queries';
import { saveAuthor } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.editTitle };

export default async function EditAuthorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/admin/authors/${encodeURIComponent(id)}`);
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const author = await getAuthor(id);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.editTitle}</h1>
      {author ? (
        <AuthorForm key={author.updatedAt} author={author} save={saveAuthor.bind(null, author._id)} />
      ) : (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p className="text-slate-700">{COPY.loadFailed}</p>
          <Link href="/admin/authors" className={buttonClass('primary')}>
            {COPY.backToList}
          </Link>
        </div>
      )}
    </div>
  );
}
