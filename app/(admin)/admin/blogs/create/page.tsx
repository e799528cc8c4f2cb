import { PostForm } from '@/components/admin/posts/post-form';
import { requirePageUser } from '@/lib/server/auth/guard';
import { POST_FORM as COPY } from '@/lib/content/post-form';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.createTitle };

export default async function CreatePostPage() {
  await requirePageUser('/admin/blogs/create');
  return <PostForm />;
}
