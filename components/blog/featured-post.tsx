import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { categoryKey } from '@/lib/posts/categories';
import { postPath, publishedDate, type PostCardDto } from '@/lib/posts/post';
import { PREVIEW_LENGTH, previewText } from '@/lib/posts/preview';
import { readTimeLabel } from '@/lib/posts/read-time';
import { PostImage } from '@/components/site/posts/post-image';
import { PostLinkPending } from '@/components/site/posts/post-link-pending';
import { formatDate } from '@/lib/time/format';
import { DISPLAY_LOCALES } from '@/i18n/locales';

// The newest post at the top of the list's first page, in the post's language.
export async function FeaturedPost({ post }: { post: PostCardDto }) {
  const t = await getTranslations({ locale: post.locale, namespace: 'Blog' });
  const errors = await getTranslations({ locale: post.locale, namespace: 'Errors' });
  return (
    <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-md lg:grid-cols-2">
      <div className="relative aspect-[16/9] bg-slate-100 lg:aspect-auto lg:min-h-80">
        <PostImage image={post.image} alt="" sizes="(min-width: 1024px) 640px, 100vw" preload />
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">{t('card.featured')}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">{t(`categories.${categoryKey(post.category)}.name`)}</span>
          <time dateTime={publishedDate(post)}>{formatDate(publishedDate(post), 'long', DISPLAY_LOCALES[post.locale])}</time>
          <span>{readTimeLabel(post, (minutes) => t('card.readTime', { minutes }))}</span>
        </p>
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{post.headline}</h2>
        <p className="text-slate-700">{previewText(post.excerpt, PREVIEW_LENGTH.featured)}</p>
        <Link
          href={postPath(post)}
          className="self-start rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          {t('card.readMore')}
          <span className="sr-only">: {post.headline}</span>
          <PostLinkPending text={errors('post.loading')} className="block text-sm font-normal" />
        </Link>
      </div>
    </article>
  );
}
