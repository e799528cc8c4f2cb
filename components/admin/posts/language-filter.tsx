import Link from 'next/link';
import { POST_LIST as COPY } from '@/lib/content/post-form';
import { LANGUAGE_NAMES, type Locale, PUBLISHED_LOCALES } from '@/i18n/locales';

// The post list's language filter: links, so the view is in the address (/admin/blogs?language=de).
export function LanguageFilter({ current }: { current: Locale | null }) {
  const options: { href: string; label: string; active: boolean }[] = [
    { href: '/admin/blogs', label: COPY.allLanguages, active: current === null },
    ...PUBLISHED_LOCALES.map((locale) => ({ href: `/admin/blogs?language=${locale}`, label: LANGUAGE_NAMES[locale], active: current === locale })),
  ];
  return (
    <nav aria-label={COPY.languageFilter}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.href}>
            <Link
              href={option.href}
              aria-current={option.active ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                option.active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
              }`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
