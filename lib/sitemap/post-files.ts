import { postPath } from '@/lib/posts/post';
import { languageAlternates } from '@/lib/seo';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import type { SitemapEntry } from './xml';

// The blog's posts in the sitemap: one file per language and every 1,000 posts (posts-en-1.xml,
// posts-en-2.xml, posts-de-1.xml), each post at its own address with its translation group's posts
// as its alternates. Google allows 50,000 addresses and 50 MB a file; 1,000 keeps a file near
// 400 KB, so a crawler's requests cost little more than a page's (a file of 5,000, 1.9 MB, was
// answered at a third to a half of the home page's rate under load, issue 42).
export const POSTS_PER_SITEMAP_FILE = 1000;

// A post as the sitemap needs it (listSitemapPosts: no bodies).
export type SitemapPost = { slug: string; locale: Locale; group: string; updatedAt: string };

const FILE_NAME = /^posts-([a-z]{2})-([1-9][0-9]{0,5})\.xml$/;

export function postFileName(locale: Locale, number: number): string {
  return `posts-${locale}-${number}.xml`;
}

// A file's language and page, or null when the name is no post file's.
export function parsePostFileName(name: string): { locale: Locale; number: number } | null {
  const match = FILE_NAME.exec(name);
  const locale = PUBLISHED_LOCALES.find((published) => published === match?.[1]);
  return match && locale ? { locale, number: Number(match[2]) } : null;
}

// Each language's posts in the order they are read (by _id, so a file keeps its posts as new ones
// are added to the last).
function byLanguage(posts: SitemapPost[]): Map<Locale, SitemapPost[]> {
  const languages = new Map<Locale, SitemapPost[]>(PUBLISHED_LOCALES.map((locale) => [locale, []]));
  for (const post of posts) languages.get(post.locale)?.push(post);
  return languages;
}

// The post files there are, each with the time its newest post changed.
export function postFiles(posts: SitemapPost[]): { name: string; lastModified: string }[] {
  return [...byLanguage(posts)].flatMap(([locale, list]) =>
    Array.from({ length: Math.ceil(list.length / POSTS_PER_SITEMAP_FILE) }, (_, index) => {
      const chunk = list.slice(index * POSTS_PER_SITEMAP_FILE, (index + 1) * POSTS_PER_SITEMAP_FILE);
      return { name: postFileName(locale, index + 1), lastModified: chunk.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), '') };
    }),
  );
}

// One post file's entries; null when there is no such file.
export function postFileEntries(posts: SitemapPost[], name: string, siteUrl: string): SitemapEntry[] | null {
  const file = parsePostFileName(name);
  if (!file) return null;
  const list = byLanguage(posts).get(file.locale) ?? [];
  const chunk = list.slice((file.number - 1) * POSTS_PER_SITEMAP_FILE, file.number * POSTS_PER_SITEMAP_FILE);
  if (chunk.length === 0) return null;
  const groups = new Map<string, Partial<Record<Locale, string>>>();
  for (const post of posts) {
    const group = groups.get(post.group) ?? {};
    group[post.locale] = postPath(post);
    groups.set(post.group, group);
  }
  return chunk.map((post) => {
    const translations = groups.get(post.group)!;
    const alternates = languageAlternates(translations[DEFAULT_LOCALE] ?? postPath(post), translations);
    return {
      url: `${siteUrl}${postPath(post)}`,
      lastModified: post.updatedAt,
      changeFrequency: 'monthly',
      priority: 0.6,
      alternates: Object.fromEntries(Object.entries(alternates).map(([language, address]) => [language, `${siteUrl}${address}`])),
    };
  });
}
