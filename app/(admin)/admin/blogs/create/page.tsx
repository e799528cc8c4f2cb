import { PostForm } from '@/components/admin/posts/post-form';
import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listAuthors } from '@/lib/server/authors/queries';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { addPost, previewPost } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.createTitle };

export default async function CreatePostPage() {
  const user = await requirePageUser('/admin/blogs/create');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  // A database that cannot be read goes to the error page: saving would fail as well.
  const authors = await listAuthors();
  return <PostForm authors={authors} teamName={(await siteSettingsForPages()).name} save={addPost} preview={previewPost} />;
}
