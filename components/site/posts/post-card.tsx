import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { categoryKey } from '@/lib/posts/categories';
import { postPath, publishedDate, type PostCardDto } from '@/lib/posts/post';
import { PREVIEW_LENGTH, previewText } from '@/lib/posts/preview';
import { readTimeLabel } from '@/lib/posts/read-time';
import { PostImage } from './post-image';
import { PostLinkPending } from './post-link-pending';
import { formatDate } from '@/lib/time/format';
import { DISPLAY_LOCALES } from '@/i18n/locales';

// A post's card, in the post's language (lists show one language's posts only).
export async function PostCard({ post }: { post: PostCardDto }) {
  const t = await getTranslations({ locale: post.locale, namespace: 'Blog' });
  const errors = await getTranslations({ locale: post.locale, namespace: 'Errors' });
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-slate-100">
        <PostImage image={post.image} alt="" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">{t(`categories.${categoryKey(post.category)}.name`)}</span>
          <time dateTime={publishedDate(post)}>{formatDate(publishedDate(post), 'long', DISPLAY_LOCALES[post.locale])}</time>
          <span>{readTimeLabel(post, (minutes) => t('card.readTime', { minutes }))}</span>
        </p>
        <h3 className="text-lg font-semibold text-slate-900">{post.headline}</h3>
        <p className="flex-1 text-slate-700">{previewText(post.excerpt, PREVIEW_LENGTH.card)}</p>
        <Link href={postPath(post)} className="font-semibold text-brand-700 hover:underline">
          {t('card.readMore')}
          <span className="sr-only">: {post.headline}</span>
          <PostLinkPending text={errors('post.loading')} className="block text-sm font-normal text-slate-600" />
        </Link>
      </div>
    </article>
  );
}
