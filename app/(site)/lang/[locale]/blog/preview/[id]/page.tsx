import { sendServiceEnquiry } from '../../../services/actions';
import type { Metadata } from 'next';
import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PostArticle } from '@/components/blog/post-article';
import { requirePageUser } from '@/lib/server/auth/guard';
import { getPostForStaff } from '@/lib/server/posts/queries';
import { renderPost } from '@/lib/server/posts/render-post';
import { getAuthor } from '@/lib/server/authors/queries';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { servicePagesForLinks } from '@/lib/server/services/cached';
import { postState } from '@/lib/posts/post';
import { formatDateTime } from '@/lib/time/format';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { getTranslations } from 'next-intl/server';
import { DISPLAY_LOCALES } from '@/i18n/locales';

// A post as it will look, for signed-in staff only, whatever its status. Rendered per request
// (never cached: the session decides) and kept out of search engines (also by X-Robots-Tag,
// next.config.ts).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

export default async function PostPreviewPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const user = await requirePageUser(localizeHref(`/blog/preview/${encodeURIComponent(id)}`, locale));
  if (!can(user.role, 'posts')) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12">
        <NotAllowed role={user.role} />
      </div>
    );
  }
  const post = await getPostForStaff(id);
  if (!post) notFound();
  const state = postState(post);
  // The banner in the post's language, like the article under it.
  const t = await getTranslations({ locale: post.locale, namespace: 'Blog.preview' });
  const stateText =
    state === 'scheduled' && post.publishAt ? t('scheduled', { time: formatDateTime(post.publishAt, 'long', DISPLAY_LOCALES[post.locale]) }) : t(state === 'scheduled' ? 'published' : state);
  const [author, site, servicePages] = await Promise.all([post.authorId ? getAuthor(post.authorId) : null, siteSettingsForPages(), servicePagesForLinks(post.locale)]);
  return (
    <>
      <div role="status" className="border-b border-amber-300 bg-amber-50">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3 text-amber-950">
          <p>
            <strong>{t('lead')}</strong> {stateText}
          </p>
          <Link href={`/admin/blogs/edit/${post._id}`} className="font-semibold underline">
            {t('backToEditor')}
          </Link>
        </div>
      </div>
      <PostArticle rendered={renderPost(post, [], author, site)} servicePages={servicePages} enquiryAction={sendServiceEnquiry.bind(null, locale)} preview />
    </>
  );
}
