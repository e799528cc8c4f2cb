import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import { PostForm } from '@/components/admin/posts/post-form';
import { buttonClass } from '@/components/ui/button';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listAuthors } from '@/lib/server/authors/queries';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { isDatabaseUnavailable } from '@/lib/server/db';
import type { PostDto } from '@/lib/posts/post';
import { getPostForStaff, listTranslationsForStaff } from '@/lib/server/posts/queries';
import { PostTranslations } from '@/components/admin/posts/post-translations';
import { listRevisions } from '@/lib/server/posts/revisions';
import { PostRevisions } from '@/components/admin/posts/post-revisions';
import { previewPost, restorePostRevision, savePost } from '../../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.editTitle };

// Without this, a database outage would reach blogs/error.tsx, whose text is about the list.
async function loadPost(id: string): Promise<PostDto | null | undefined> {
  try {
    return await getPostForStaff(id);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[admin] failed to fetch blog', id, error);
    return null;
  }
}

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/admin/blogs/edit/${encodeURIComponent(id)}`);
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const post = await loadPost(id);
  if (post) {
    const [revisions, authors, group] = await Promise.all([
      listRevisions(post._id).catch(() => []),
      listAuthors(),
      listTranslationsForStaff(post.translationGroup).catch(() => [post]),
    ]);
    return (
      <div className="space-y-8">
        {/* Keyed by the save time: a restored version starts a fresh form with its values. */}
        <PostForm
          key={post.updatedAt}
          post={post}
          authors={authors}
          teamName={(await siteSettingsForPages()).name}
          save={savePost.bind(null, post._id)}
          preview={previewPost}
        />
        <div className="mx-auto max-w-6xl">
          <PostTranslations post={post} group={group} />
        </div>
        <div className="mx-auto max-w-6xl">
          <PostRevisions post={post} revisions={revisions} restore={restorePostRevision.bind(null, post._id)} />
        </div>
      </div>
    );
  }
  // A malformed or unknown id gets the same answer as a failed read: nothing to edit here.
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.editTitle}</h1>
      <p className="text-slate-700">{COPY.loadFailed}</p>
      <Link href="/admin/blogs" className={buttonClass('primary')}>
        {COPY.backToList}
      </Link>
    </div>
  );
}
