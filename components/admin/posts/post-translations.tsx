import Link from 'next/link';
import { Languages, Plus } from 'lucide-react';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { POST_STATUS_LABELS, postState, type PostDto } from '@/lib/posts/post';
import { buttonClass } from '@/components/ui/button';
import { LANGUAGE_NAMES, PUBLISHED_LOCALES } from '@/i18n/locales';

// The post's language versions (its translation group): each one's state and a link to edit it,
// and "Add German version" for each language it has none in, which opens a new post in that
// language linked to the group.
export function PostTranslations({ post, group }: { post: PostDto; group: PostDto[] }) {
  const byLocale = new Map(group.map((version) => [version.locale, version]));
  return (
    <section aria-labelledby="post-translations-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="post-translations-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Languages aria-hidden="true" className="h-5 w-5" />
        {COPY.translations.heading}
      </h2>
      <p className="mt-1 text-slate-700">{COPY.translations.intro}</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {PUBLISHED_LOCALES.map((locale) => {
          const version = locale === post.locale ? post : byLocale.get(locale);
          return (
            <li key={locale} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="min-w-0">
                <span className="font-semibold text-slate-900">{LANGUAGE_NAMES[locale]}</span>
                {version && (
                  <span className="block wrap-anywhere text-slate-700">
                    {version.headline} ({version._id === post._id ? COPY.translations.current : POST_STATUS_LABELS[postState(version)]})
                  </span>
                )}
              </p>
              {!version ? (
                <Link href={`/admin/blogs/create?translationOf=${post._id}&locale=${locale}`} className={buttonClass('secondary')}>
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {COPY.translations.add(LANGUAGE_NAMES[locale])}
                </Link>
              ) : (
                version._id !== post._id && (
                  <Link href={`/admin/blogs/edit/${version._id}`} className={buttonClass('secondary')} aria-label={`${COPY.translations.edit}: ${version.headline}`}>
                    {COPY.translations.edit}
                  </Link>
                )
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
