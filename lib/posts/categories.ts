import { categoryId, POST_CATEGORIES, type PostCategory } from './post';
import { blogCategoryUrl } from './blog-url';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// The blog's categories per language: each category's address (/blog/category/{slug},
// /de/blog/kategorie/{slug}) and its catalogue key; its name, heading, search title and
// description are in the Blog catalogue (Blog.categories.<key>). A language without a slug here
// uses the English one (the category's id).
const SLUGS: Record<PostCategory, Partial<Record<Locale, string>>> = {
  Immigration: { de: 'einwanderung' },
  Education: { de: 'studium' },
  Career: { de: 'karriere' },
  Visa: { de: 'visum' },
  Germany: { de: 'leben-in-deutschland' },
  General: { de: 'allgemeines' },
};

export type BlogCategoryKey = 'immigration' | 'education' | 'career' | 'visa' | 'germany' | 'general';

// The catalogue key of a stored category (its English id).
export function categoryKey(name: PostCategory): BlogCategoryKey {
  return categoryId(name) as BlogCategoryKey;
}

export function categorySlug(name: PostCategory, locale: Locale): string {
  return SLUGS[name][locale] ?? categoryId(name);
}

// The category an address names in one language (its slug there), if any.
export function categoryForSlug(slug: string, locale: Locale): PostCategory | undefined {
  return POST_CATEGORIES.find((name) => categorySlug(name, locale) === slug.toLowerCase());
}

// The category a filter value names in any language: "Visa", "visa" or "visum".
export function categoryForAnySlug(value: string): PostCategory | undefined {
  const wanted = value.toLowerCase();
  return POST_CATEGORIES.find((name) => name === value || categoryId(name) === wanted || Object.values(SLUGS[name]).includes(wanted));
}

// A category's page in each published language: its hreflang links and sitemap alternates.
export function categoryTranslations(name: PostCategory): Partial<Record<Locale, string>> {
  return Object.fromEntries(PUBLISHED_LOCALES.map((locale) => [locale, blogCategoryUrl(categorySlug(name, locale), locale)]));
}
