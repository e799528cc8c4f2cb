import { ArrowLeft, Calendar, Clock, Eye } from '@/components/ui/icons';
import Link from 'next/link';
import { ArticleBody } from '@/components/blog/article-body';
import { PostActions } from '@/components/blog/post-actions';
import { PostGrid } from '@/components/site/posts/post-grid';
import { PostImage } from '@/components/site/posts/post-image';
import { ViewReporter } from '@/components/blog/view-reporter';
import { publishedDate, type PostDto } from '@/lib/posts/post';
import { blogCategoryUrl } from '@/lib/posts/blog-url';
import { readTimeLabel } from '@/lib/posts/read-time';
import { serviceForPost } from '@/lib/services/post-service';
import { PostServiceCta } from './post-service-cta';
import type { PublicFormAction } from '@/components/site/use-public-form';
import { PostByline } from './post-byline';
import type { RenderedPost } from '@/lib/posts/rendered-post';
import { formatDate } from '@/lib/time/format';
import { getTranslations } from 'next-intl/server';
import { categoryKey, categorySlug } from '@/lib/posts/categories';
import { localizeHref } from '@/i18n/pathnames';
import { NewsletterBox } from '@/components/site/newsletter/newsletter-box';
import { DISPLAY_LOCALES } from '@/i18n/locales';

const DAY_MS = 24 * 60 * 60 * 1000;
// A post with this many sections gets a table of contents.
const TOC_MIN_SECTIONS = 3;

// Changed on a later day than it went out (typo fixes on the day are not news).
function wasUpdated(post: PostDto): boolean {
  return new Date(post.updatedAt).getTime() - new Date(publishedDate(post)).getTime() > DAY_MS;
}

// The article as readers see it: on the public post page, and for staff in the private preview,
// where nothing is counted (no view, no like) since the post is not out. Its fixed texts are in the
// post's language (Blog catalogue), which is the page's.
// `servicePages`: each service's page in the post's language by its English address.
// enquiryAction: the page's sendServiceEnquiry, its language bound (the enquiry at the post's end).
export async function PostArticle({
  rendered,
  servicePages,
  enquiryAction,
  preview = false,
}: {
  rendered: RenderedPost;
  servicePages: Record<string, string>;
  enquiryAction: PublicFormAction;
  preview?: boolean;
}) {
  const { post, html, plainText, related, headings, siteName, author, contact, jsonLd } = rendered;
  const locale = post.locale;
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const sections = headings.filter((heading) => heading.level === 2);
  const date = publishedDate(post);
  const dateText = (value: string) => formatDate(value, 'long', DISPLAY_LOCALES[locale]);
  const actionTexts = {
    like: t('actions.like'),
    liked: t('actions.liked'),
    likeOne: t('actions.likeOne'),
    likeMany: t('actions.likeMany'),
    likeFailed: t('actions.likeFailed'),
    bookmark: t('actions.bookmark'),
    bookmarked: t('actions.bookmarked'),
    bookmarkRemoved: t('actions.bookmarkRemoved'),
    bookmarkSaved: t('actions.bookmarkSaved'),
    share: t('actions.share'),
    linkCopied: t('actions.linkCopied'),
    copyFailed: t('actions.copyFailed'),
  };
  return (
    <article className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      {!preview && (
        <>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
          <ViewReporter postId={post._id} />
        </>
      )}
      <Link href={localizeHref('/blog', locale)} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('article.back')}
      </Link>

      <header className="mt-6 space-y-4">
        <p>
          <Link
            href={blogCategoryUrl(categorySlug(post.category, locale), locale)}
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {t(`categories.${categoryKey(post.category)}.name`)}
          </Link>
        </p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{post.headline}</h1>
        {/* The lead is the description staff wrote; without one the text starts the article
            itself, rather than its first words being shown twice. */}
        {post.seoDescription && <p className="text-lg text-slate-700">{post.seoDescription}</p>}
        <PostByline author={author} texts={{ byTeam: t('article.byTeam', { siteName }), by: t('article.by') }} locale={locale} />
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          <li className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="h-4 w-4" />
            <time dateTime={date}>{dateText(date)}</time>
          </li>
          {post.reviewedAt ? (
            <li>
              {t('article.reviewedOn')} <time dateTime={post.reviewedAt}>{dateText(post.reviewedAt)}</time>
            </li>
          ) : (
            wasUpdated(post) && (
              <li>
                {t('article.updated')} <time dateTime={post.updatedAt}>{dateText(post.updatedAt)}</time>
              </li>
            )
          )}
          <li className="inline-flex items-center gap-1.5">
            <Eye aria-hidden="true" className="h-4 w-4" />
            {post.views === 1 ? t('article.viewOne', { count: post.views }) : t('article.viewMany', { count: post.views })}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {readTimeLabel(post, (minutes) => t('card.readTime', { minutes }))}
          </li>
        </ul>
        {!preview && <PostActions postId={post._id} headline={post.headline} shareText={plainText.slice(0, 100)} initialLikes={post.likes} texts={actionTexts} />}
      </header>

      <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">
        <PostImage image={post.image} alt={post.imageAlt ?? post.headline} sizes="(min-width: 896px) 864px, 100vw" preload />
      </div>

      {post.tags.length > 0 && (
        <ul aria-label={t('article.tags')} className="mt-6 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
              #{tag}
            </li>
          ))}
        </ul>
      )}

      {sections.length >= TOC_MIN_SECTIONS && (
        <nav aria-labelledby="toc-heading" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h2 id="toc-heading" className="text-base font-semibold text-slate-900">
            {t('article.toc')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-brand-700">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="underline-offset-2 hover:underline">
                  {section.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      <div className="mt-8">
        <ArticleBody html={html} />
      </div>

      <div className="mt-12">
        <PostServiceCta service={serviceForPost(post)} servicePages={servicePages} whatsappNumber={contact.whatsappNumber} phone={contact.phone} consultationFree={contact.consultationFree} locale={locale} enquiryAction={enquiryAction} />
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
            {t('article.related')}
          </h2>
          <PostGrid posts={related} className="mt-6" />
        </section>
      )}

      {/* The newsletter's box, while the firm has it switched on (none at all otherwise); not in
          the staff's preview, where nobody subscribes. */}
      {!preview && <NewsletterBox variant="post" className="mt-14" />}
    </article>
  );
}
