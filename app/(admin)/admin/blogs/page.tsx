import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import { PostTable } from '@/components/admin/posts/post-table';
import { SavedPostNotice } from '@/components/admin/posts/saved-post-notice';
import { requirePageUser } from '@/lib/server/auth/guard';
import { POST_LIST as COPY } from '@/lib/content/post-form';
import { listAllPosts } from '@/lib/server/posts/queries';
import { PageHeader } from '@/components/ui/page-header';
import { removePost } from './actions';
import { LanguageFilter } from '@/components/admin/posts/language-filter';
import { isLocale, PUBLISHED_LOCALES } from '@/i18n/locales';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.title };

// Reads the database directly (not the cached public list) so a change shows up at once.
// A database failure is left to error.tsx next to this page.
// ?language=de: the posts of one language (LanguageFilter); anything else: all of them.
export default async function PostManagementPage({ searchParams }: { searchParams: Promise<{ language?: string | string[] }> }) {
  const user = await requirePageUser('/admin/blogs');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const { language } = await searchParams;
  const locale = isLocale(language) && PUBLISHED_LOCALES.includes(language) ? language : null;
  const posts = await listAllPosts(locale ?? undefined);
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.title} intro={COPY.intro} add={{ href: '/admin/blogs/create', label: COPY.createLabel }} />
      <SavedPostNotice />
      <LanguageFilter current={locale} />
      <PostTable posts={posts} remove={removePost} />
    </div>
  );
}
