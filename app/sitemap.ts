import type { MetadataRoute } from 'next';
import { PUBLIC_PAGES } from '@/lib/content/public-pages';
import { cachedCategoryCounts, cachedListPosts } from '@/lib/server/posts/cached';
import { blogCategoryUrl } from '@/lib/posts/blog-url';
import { getSiteConfig } from '@/lib/site';
import { postPath } from '@/lib/posts/dto';

// Built per request (from the cache), since posts come from the database, which a build has not.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getSiteConfig();
  const pages: MetadataRoute.Sitemap = PUBLIC_PAGES.map((page) => ({
    url: `${site.url}${page.path === '/' ? '' : page.path}`,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
  const posts = await cachedListPosts({ sort: 'latest' }).catch((error: unknown) => {
    console.error('[sitemap] posts unavailable:', error);
    return [];
  });
  // The pages of categories that have posts.
  const categories = await cachedCategoryCounts().catch(() => []);
  return [
    ...pages,
    ...categories.map((category) => ({
      url: `${site.url}${blogCategoryUrl(category.id)}`,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    // Posts hidden from search engines are left out.
    ...posts.filter((post) => !post.noindex).map((post) => ({
      url: `${site.url}${postPath(post)}`,
      lastModified: post.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
