// The sitemap protocol's two documents (sitemaps.org 0.9), with hreflang alternates as Google reads
// them (xhtml:link). Written by hand rather than through Next's app/sitemap.ts, which renders one
// document from one array: a site of any size needs an index of files (at most 50,000 addresses
// and 50 MB each), each built and cached on its own.

export type SitemapEntry = {
  url: string;
  lastModified?: string;
  changeFrequency?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
  // hreflang (and x-default) → absolute address
  alternates?: Record<string, string>;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlXml(entry: SitemapEntry): string {
  const lines = [`<loc>${escapeXml(entry.url)}</loc>`];
  for (const [language, href] of Object.entries(entry.alternates ?? {})) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}" />`);
  }
  if (entry.lastModified) lines.push(`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`);
  if (entry.changeFrequency) lines.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
  if (entry.priority !== undefined) lines.push(`<priority>${entry.priority}</priority>`);
  return `<url>\n${lines.join('\n')}\n</url>\n`;
}

export function urlSetXml(entries: SitemapEntry[]): string {
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map(urlXml).join('')}</urlset>\n`;
}

export function sitemapIndexXml(files: { url: string; lastModified?: string }[]): string {
  const items = files.map(
    (file) => `<sitemap>\n<loc>${escapeXml(file.url)}</loc>\n${file.lastModified ? `<lastmod>${escapeXml(file.lastModified)}</lastmod>\n` : ''}</sitemap>\n`,
  );
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}
