import { getSiteConfig } from '@/lib/site';
import { sitemapFiles } from '@/lib/server/sitemap/files';
import { sitemapIndexXml } from '@/lib/sitemap/xml';

// GET /sitemap.xml: the sitemap index, naming the sitemap's files (app/sitemaps/[file]). Rendered
// on its first request and kept in the page cache, so any number of crawlers at once cost one
// render a minute; a post, service or checklist write expires it with the data it read (the tags).
// `next build` renders it without a database: that copy is never served (the page cache starts
// empty, platform/page-cache/page-cache-handler.mjs).
export const revalidate = 60;

export async function GET() {
  const site = getSiteConfig().url;
  const files = process.env.NEXT_PHASE === 'phase-production-build' ? [] : await sitemapFiles();
  const xml = sitemapIndexXml(files.map((file) => ({ url: `${site}/sitemaps/${file.name}`, lastModified: file.lastModified })));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
