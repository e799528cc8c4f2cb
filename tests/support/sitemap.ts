import { sitemapFileEntries, sitemapFiles } from '@/lib/server/sitemap/files';
import type { SitemapEntry } from '@/lib/sitemap/xml';

// Every entry of every file the sitemap index names, as a crawler following it would read them.
export async function everySitemapEntry(): Promise<SitemapEntry[]> {
  const files = await sitemapFiles();
  const entries = await Promise.all(files.map(async (file) => (await sitemapFileEntries(file.name)) ?? []));
  return entries.flat();
}
