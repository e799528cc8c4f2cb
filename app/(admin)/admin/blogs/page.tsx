import { Plus } from 'lucide-react';
import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import Link from 'next/link';
import { PostTable } from '@/components/admin/posts/post-table';
import { SavedPostNotice } from '@/components/admin/posts/saved-post-notice';
import { buttonClass } from '@/components/ui/button';
import { requirePageUser } from '@/lib/server/auth/guard';
import { POST_LIST as COPY } from '@/lib/content/post-form';
import { listAllPosts } from '@/lib/server/posts/queries';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.title };

// Reads the database directly (not the cached public list) so a change shows up at once.
// A database failure is left to error.tsx next to this page.
export default async function PostManagementPage() {
  const user = await requirePageUser('/admin/blogs');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const posts = await listAllPosts();
  return (
    <div className="w-full min-w-0 space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.title}</h1>
          <p className="mt-1 text-slate-700">{COPY.intro}</p>
        </div>
        <Link href="/admin/blogs/create" className={`${buttonClass('primary')} self-start sm:self-auto`}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          {COPY.createLabel}
        </Link>
      </div>
      <SavedPostNotice />
      <PostTable posts={posts} />
    </div>
  );
}
