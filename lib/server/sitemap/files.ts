import 'server-only';
import { PUBLIC_PAGES } from '@/lib/content/public-pages';
import { categoryTranslations } from '@/lib/posts/categories';
import { cachedCategoryCounts, cachedSitemapPosts } from '@/lib/server/posts/cached';
import { blogCategoryUrl } from '@/lib/posts/blog-url';
import { getSiteConfig } from '@/lib/site';
import { categoryId, type PostCategory } from '@/lib/posts/post';
import { servicesForPages } from '@/lib/server/services/cached';
import { listChecklists } from '@/lib/server/checklists/queries';
import { activeConsultationTypes } from '@/lib/server/booking/public-types';
import { bookingPath } from '@/lib/booking/consultation-type';
import { servicePath } from '@/lib/services/service';
import { languageAlternates } from '@/lib/seo';
import { postFileEntries, postFiles } from '@/lib/sitemap/post-files';
import type { SitemapEntry } from '@/lib/sitemap/xml';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// The sitemap's files (served by app/sitemaps/[file]/route.ts, listed by app/sitemap.xml/route.ts):
// pages.xml with every page that is not a post (a few hundred addresses at most), and the posts'
// files (lib/sitemap/post-files.ts), built from the posts' light read.
export const PAGES_FILE = 'pages.xml';

type Entry = Omit<SitemapEntry, 'url' | 'alternates'>;

// One entry per language a page exists in, each listing all of them (and x-default) as its
// alternates: the same languageAlternates as the pages' hreflang links (lib/seo.ts), so the two
// agree and every alternate points back. `path`: the English address; `translations`: the
// addresses where they are not `path` in each published language.
function inEveryLanguage(siteUrl: string, path: string, entry: Entry, translations?: Partial<Record<Locale, string>>): SitemapEntry[] {
  const alternates = languageAlternates(path, translations);
  const absolute = Object.fromEntries(Object.entries(alternates).map(([language, address]) => [language, `${siteUrl}${address === '/' ? '' : address}`]));
  return PUBLISHED_LOCALES.filter((locale) => absolute[locale]).map((locale) => ({ url: absolute[locale]!, ...entry, alternates: absolute }));
}

const lastModified = (updatedAt: string | null) => (updatedAt ? { lastModified: new Date(updatedAt).toISOString() } : {});

async function pageEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const pages = PUBLIC_PAGES.flatMap((page) => inEveryLanguage(siteUrl, page.path, { changeFrequency: page.changeFrequency, priority: page.priority }));
  // Each service's page at its address in each language (a German slug), dated by its last save
  // (the defaults carry no date).
  const services = (await servicesForPages()).flatMap((service) =>
    inEveryLanguage(siteUrl, servicePath(service.id), { ...lastModified(service.updatedAt), changeFrequency: 'monthly', priority: 0.8 }, service.addresses),
  );
  // Each document checklist at /checklists/{id} in each language (the id is the same in all).
  const checklistRecords = await listChecklists().catch((error: unknown) => {
    console.error('[sitemap] checklists unavailable:', error);
    return [];
  });
  const checklists = checklistRecords.flatMap((checklist) =>
    inEveryLanguage(siteUrl, `/checklists/${checklist.id}`, { ...lastModified(checklist.updatedAt), changeFrequency: 'monthly', priority: 0.7 }),
  );
  // The booking list and each active consultation type's page (the slug is the same in every
  // language); the pages a mail's links open are not for search engines.
  const types = await activeConsultationTypes().catch((error: unknown) => {
    console.error('[sitemap] consultation types unavailable:', error);
    return [];
  });
  const booking = [
    ...inEveryLanguage(siteUrl, '/book', { changeFrequency: 'weekly', priority: 0.8 }),
    ...types.flatMap((type) => inEveryLanguage(siteUrl, bookingPath(type.slug), { changeFrequency: 'weekly', priority: 0.7 })),
  ];
  // The pages of categories that have posts, in the languages they have posts in. Only their first
  // pages: the later ones (/blog/page/2) are indexable and linked from each other, but their
  // contents shift with every new post and every post they list is in a post file itself; search
  // engines ask a sitemap for the canonical pages worth crawling, not for every page of a list.
  const counts = await Promise.all(PUBLISHED_LOCALES.map(async (locale) => [locale, await cachedCategoryCounts(locale).catch(() => [])] as const));
  const categoryNames = new Set(counts.flatMap(([, list]) => list.map((entry) => entry.name as PostCategory)));
  const categories = [...categoryNames].flatMap((name) => {
    const withPosts = new Set(counts.filter(([, list]) => list.some((entry) => entry.name === name)).map(([locale]) => locale));
    const translations = Object.fromEntries(Object.entries(categoryTranslations(name)).filter(([locale]) => withPosts.has(locale as Locale)));
    return inEveryLanguage(siteUrl, blogCategoryUrl(categoryId(name)), { changeFrequency: 'weekly', priority: 0.7 }, translations);
  });
  return [...pages, ...services, ...booking, ...checklists, ...categories];
}

// The index's files: the pages, then the posts' (none when the posts cannot be read: the index
// still names the pages).
export async function sitemapFiles(): Promise<{ name: string; lastModified?: string }[]> {
  const posts = await cachedSitemapPosts().catch((error: unknown) => {
    console.error('[sitemap] posts unavailable:', error);
    return [];
  });
  return [{ name: PAGES_FILE }, ...postFiles(posts)];
}

// One file's entries; null when there is no such file.
export async function sitemapFileEntries(name: string): Promise<SitemapEntry[] | null> {
  const siteUrl = getSiteConfig().url;
  if (name === PAGES_FILE) return pageEntries(siteUrl);
  return postFileEntries(await cachedSitemapPosts(), name, siteUrl);
}
