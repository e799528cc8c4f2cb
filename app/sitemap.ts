import type { MetadataRoute } from 'next';
import { PUBLIC_PAGES } from '@/lib/content/public-pages';
import { categoryTranslations } from '@/lib/content/blog-categories';
import { cachedCategoryCounts, cachedListPosts } from '@/lib/server/posts/cached';
import { blogCategoryUrl } from '@/lib/posts/blog-url';
import { getSiteConfig } from '@/lib/site';
import { categoryId, postPath, type PostDto } from '@/lib/posts/dto';
import { servicesForPages } from '@/lib/server/services/cached';
import { listChecklists } from '@/lib/server/checklists/queries';
import { activeConsultationTypes } from '@/lib/server/booking/public-types';
import { bookingPath } from '@/lib/booking/public-type';
import { servicePath } from '@/lib/services/service';
import { languageAlternates } from '@/lib/seo';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/pathnames';
import type { PostCategory } from '@/lib/validation/post';

// Built per request (from the cache), since posts come from the database, which a build has not.
export const dynamic = 'force-dynamic';

type Entry = Omit<MetadataRoute.Sitemap[number], 'url' | 'alternates'>;

// One <url> per language a page exists in, each listing all of them (and x-default) as its
// alternates: the same languageAlternates as the pages' hreflang links (lib/seo.ts), so the two
// agree and every alternate points back. `path`: the English address; `translations`: the
// addresses where they are not `path` in each published language.
function inEveryLanguage(siteUrl: string, path: string, entry: Entry, translations?: Partial<Record<Locale, string>>): MetadataRoute.Sitemap {
  const alternates = languageAlternates(path, translations);
  const absolute = Object.fromEntries(Object.entries(alternates).map(([language, address]) => [language, `${siteUrl}${address === '/' ? '' : address}`]));
  return PUBLISHED_LOCALES.filter((locale) => absolute[locale]).map((locale) => ({
    url: absolute[locale]!,
    ...entry,
    alternates: { languages: absolute },
  }));
}

// The public posts of every language, each once, in their translation groups.
async function postGroups(): Promise<PostDto[][]> {
  const lists = await Promise.all(PUBLISHED_LOCALES.map((locale) => cachedListPosts({ sort: 'latest', locale })));
  const groups = new Map<string, PostDto[]>();
  // Posts hidden from search engines are left out.
  for (const post of lists.flat().filter((item) => !item.noindex)) groups.set(post.translationGroup, [...(groups.get(post.translationGroup) ?? []), post]);
  return [...groups.values()];
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getSiteConfig();
  const pages = PUBLIC_PAGES.flatMap((page) =>
    inEveryLanguage(site.url, page.path, { changeFrequency: page.changeFrequency, priority: page.priority }),
  );
  const groups = await postGroups().catch((error: unknown) => {
    console.error('[sitemap] posts unavailable:', error);
    return [];
  });
  // Each service's page at its address in each language (a German slug), dated by its last save
  // (the defaults carry no date).
  const services = (await servicesForPages()).flatMap((service) =>
    inEveryLanguage(site.url, servicePath(service.id), {
      ...(service.updatedAt ? { lastModified: service.updatedAt } : {}),
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    }, service.addresses),
  );
  // Each document checklist at /checklists/{id} in each language (the id is the same in all).
  const checklistRecords = await listChecklists().catch((error: unknown) => {
    console.error('[sitemap] checklists unavailable:', error);
    return [];
  });
  const checklists = checklistRecords.flatMap((checklist) =>
    inEveryLanguage(site.url, `/checklists/${checklist.id}`, {
      ...(checklist.updatedAt ? { lastModified: checklist.updatedAt } : {}),
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    }),
  );
  // The booking list and each active consultation type's page (the slug is the same in every
  // language); the pages a mail's links open are not for search engines.
  const types = await activeConsultationTypes().catch((error: unknown) => {
    console.error('[sitemap] consultation types unavailable:', error);
    return [];
  });
  const booking = [
    ...inEveryLanguage(site.url, '/book', { changeFrequency: 'weekly' as const, priority: 0.8 }),
    ...types.flatMap((type) => inEveryLanguage(site.url, bookingPath(type.slug), { changeFrequency: 'weekly' as const, priority: 0.7 })),
  ];
  // The pages of categories that have posts, in the languages they have posts in. Only their first
  // pages: the later ones (/blog/page/2) are indexable and linked from each other, but their
  // contents shift with every new post and every post they list is here itself; search engines
  // ask a sitemap for the canonical pages worth crawling, not for every page of a paged list.
  const counts = await Promise.all(PUBLISHED_LOCALES.map(async (locale) => [locale, await cachedCategoryCounts(locale).catch(() => [])] as const));
  const categoryNames = new Set(counts.flatMap(([, list]) => list.map((entry) => entry.name as PostCategory)));
  const categories = [...categoryNames].flatMap((name) => {
    const withPosts = new Set(counts.filter(([, list]) => list.some((entry) => entry.name === name)).map(([locale]) => locale));
    const translations = Object.fromEntries(Object.entries(categoryTranslations(name)).filter(([locale]) => withPosts.has(locale as Locale)));
    return inEveryLanguage(site.url, blogCategoryUrl(categoryId(name)), { changeFrequency: 'weekly' as const, priority: 0.7 }, translations);
  });
  // Each post in its language, with its group's translations as alternates.
  const posts = groups.flatMap((group) => {
    const translations = Object.fromEntries(group.map((post) => [post.locale, postPath(post)]));
    const updated = new Map(group.map((post) => [`${site.url}${postPath(post)}`, post.updatedAt]));
    const entry = { changeFrequency: 'monthly' as const, priority: 0.6 };
    return inEveryLanguage(site.url, translations[DEFAULT_LOCALE] ?? postPath(group[0]!), entry, translations).map((item) => ({
      ...item,
      lastModified: updated.get(item.url),
    }));
  });
  return [...pages, ...services, ...booking, ...checklists, ...categories, ...posts];
}
