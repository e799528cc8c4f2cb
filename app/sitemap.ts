import type { MetadataRoute } from 'next';
import { PUBLIC_PAGES } from '@/lib/content/public-pages';
import { getSiteConfig } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  const site = getSiteConfig();
  return PUBLIC_PAGES.map((page) => ({
    url: `${site.url}${page.path === '/' ? '' : page.path}`,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}
