import type { MetadataRoute } from 'next';
import { PUBLIC_PAGES } from '@/lib/content/public-pages';
import { cachedCategoryCounts, cachedListPosts } from '@/lib/server/posts/cached';
import { blogCategoryUrl } from '@/lib/posts/blog-url';
import { getSiteConfig } from '@/lib/site';
import { postPath } from '@/lib/posts/dto';
import { servicesForPages } from '@/lib/server/services/cached';
import { servicePath } from '@/lib/services/service';

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
  // Each service's page, dated by its last save (the defaults carry no date).
  const services = (await servicesForPages()).map((service) => ({
    url: `${site.url}${servicePath(service.id)}`,
    ...(service.updatedAt ? { lastModified: service.updatedAt } : {}),
    changeFrequency: 'monthly' as const,
    priority: 0.8,
  }));
  // The pages of categories that have posts.
  const categories = await cachedCategoryCounts().catch(() => []);
  return [
    ...pages,
    ...services,
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
