import { AuthorForm } from '@/components/admin/authors/author-form';
import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import { AUTHORS_COPY as COPY } from '@/lib/content/authors';
import { requirePageUser } from '@/lib/server/auth/guard';
import { addAuthor } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.newTitle };

export default async function NewAuthorPage() {
  const user = await requirePageUser('/admin/authors/new');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.newTitle}</h1>
      <AuthorForm save={addAuthor} />
    </div>
  );
}
