import { z } from 'zod';
import { categoryForAnySlug, categorySlug } from '@/lib/posts/categories';
import { blogListPageUrl } from '@/lib/posts/blog-url';
import type { Locale } from '@/i18n/locales';

// The older addresses of the blog list's pages, /blog?page=2, /blog?category=visa and
// /blog/category/visa?page=2: their parameters, read leniently (an old link is answered, not
// refused). A page number that is not a whole number from 1 is the first page; a category is
// taken in any language ("Visa", "visa", "visum") and written as this language's slug, and one
// that names no category is kept as it is, so its address answers 404.
const movedListQuerySchema = z.object({
  category: z.string().trim().toLowerCase().max(50).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

// Where an older list address now lives, with the parameters that are not the list's own (a
// campaign's utm_source) kept. `pathCategory`: the category in the address's path
// (/blog/category/visa?page=2), 'all' for /blog, whose category is then the query's.
export function movedListAddress(query: URLSearchParams, locale: Locale, pathCategory = 'all'): string {
  const named = pathCategory === 'all' ? query.get('category') : pathCategory;
  const { category, page } = movedListQuerySchema.parse({ category: named ?? undefined, page: query.get('page') ?? undefined });
  const name = category ? categoryForAnySlug(category) : undefined;
  const address = blogListPageUrl(name ? categorySlug(name, locale) : category, page, locale);
  const rest = new URLSearchParams(query);
  rest.delete('category');
  rest.delete('page');
  return rest.size ? `${address}?${rest.toString()}` : address;
}
