import { notFound } from 'next/navigation';
import { sitemapFileEntries } from '@/lib/server/sitemap/files';
import { urlSetXml } from '@/lib/sitemap/xml';

// GET /sitemaps/pages.xml, /sitemaps/posts-en-1.xml, …: one file of the sitemap (lib/server/sitemap/
// files.ts), listed by /sitemap.xml. Each is rendered on its first request and kept in the page
// cache: 50 crawlers at once share one render, and a file of 1,000 posts is about 400 KB. A write to
// the posts, services or checklists expires the files with the data they read (the tags). With
// the database out of reach a cached file stays; an uncached one answers 503 (the read throws,
// platform/unavailable-status.ts).
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const entries = await sitemapFileEntries((await params).file);
  if (!entries) notFound();
  return new Response(urlSetXml(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
