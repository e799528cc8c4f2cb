import type { MetadataRoute } from 'next';
import { getSiteConfig } from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
  const site = getSiteConfig();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/login', '/api'] },
    sitemap: `${site.url}/sitemap.xml`,
  };
}
