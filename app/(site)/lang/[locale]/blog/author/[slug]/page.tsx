import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { ArrowLeft } from '@/components/ui/icons';
import { AuthorPhoto } from '@/components/site/posts/author-photo';
import { PostGrid } from '@/components/site/posts/post-grid';
import { authorPath } from '@/lib/authors/author';
import { cachedAuthorBySlug, cachedPostsByAuthor } from '@/lib/server/authors/cached';
import { personJsonLd } from '@/lib/server/authors/person-json-ld';
import { previewText } from '@/lib/posts/preview';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { getTranslations } from 'next-intl/server';

// An author's page: who they are, what qualifies them, and their posts. Rendered on first
// request, then served from the cache; a change to the author or their posts expires it.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; slug: string }>;

async function authorAt(params: Params) {
  const author = await cachedAuthorBySlug((await params).slug);
  return author ?? notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const author = await authorAt(params);
  const site = await siteSettingsForPages();
  const t = await getTranslations({ locale, namespace: 'Blog.author' });
  const description = author.bio
    ? previewText(author.bio, 160)
    : t('description', { name: author.name, role: author.role ? `, ${author.role}` : '', siteName: site.name });
  return sitePageMetadata({ title: author.role ? `${author.name}, ${author.role}` : author.name, description, path: authorPath(author), locale });
}

// The author's page in each language lists their posts of that language only (a list never mixes
// languages: lib/server/posts/queries.ts).
export default async function AuthorPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const author = await authorAt(params);
  const posts = await cachedPostsByAuthor(author._id, locale);
  const t = await getTranslations({ locale, namespace: 'Blog.author' });
  const site = await siteSettingsForPages();
  const jsonLd = { '@context': 'https://schema.org', '@type': 'ProfilePage', mainEntity: personJsonLd(author, site.url) };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <Link href={localizeHref('/blog', locale)} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('back')}
      </Link>
      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
        <AuthorPhoto author={author} size={128} />
        <div className="min-w-0 space-y-3">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{author.name}</h1>
          {author.role && <p className="text-lg text-slate-700">{author.role}</p>}
          {author.bio && <p className="max-w-3xl whitespace-pre-line text-slate-700">{author.bio}</p>}
          {(author.credentials.length > 0 || author.languages.length > 0) && (
            <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
              {author.credentials.length > 0 && (
                <div>
                  <dt className="font-semibold text-slate-900">{t('qualifications')}</dt>
                  <dd>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                      {author.credentials.map((credential) => (
                        <li key={credential}>{credential}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
              {author.languages.length > 0 && (
                <div>
                  <dt className="font-semibold text-slate-900">{t('advisesIn')}</dt>
                  <dd className="mt-1 text-slate-700">{author.languages.join(', ')}</dd>
                </div>
              )}
            </dl>
          )}
        </div>
      </header>
      <section aria-labelledby="author-posts" className="mt-12">
        <h2 id="author-posts" className="text-2xl font-bold text-slate-900">
          {t('articlesBy', { name: author.name })}
        </h2>
        {posts.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('none')}</p>
        ) : (
          <PostGrid posts={posts} className="mt-6" />
        )}
      </section>
    </div>
  );
}
