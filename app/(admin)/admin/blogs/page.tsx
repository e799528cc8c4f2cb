import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import { PostTable } from '@/components/admin/posts/post-table';
import { SavedPostNotice } from '@/components/admin/posts/saved-post-notice';
import { requirePageUser } from '@/lib/server/auth/guard';
import { POST_LIST as COPY } from '@/lib/content/post-form';
import { listAllPosts } from '@/lib/server/posts/queries';
import { PageHeader } from '@/components/ui/page-header';
import { removePost } from './actions';

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
      <PageHeader title={COPY.title} intro={COPY.intro} add={{ href: '/admin/blogs/create', label: COPY.createLabel }} />
      <SavedPostNotice />
      <PostTable posts={posts} remove={removePost} />
    </div>
  );
}
