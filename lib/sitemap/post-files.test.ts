import { describe, expect, it } from 'vitest';
import { parsePostFileName, postFileEntries, postFiles, POSTS_PER_SITEMAP_FILE, type SitemapPost } from './post-files';
import { sitemapIndexXml, urlSetXml } from './xml';

const SITE = 'https://example.com';

// `count` English posts, every third with a German twin.
function posts(count: number): SitemapPost[] {
  const list: SitemapPost[] = [];
  for (let index = 0; index < count; index += 1) {
    const updatedAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    list.push({ slug: `post-${index}`, locale: 'en', group: `g${index}`, updatedAt });
    if (index % 3 === 0) list.push({ slug: `beitrag-${index}`, locale: 'de', group: `g${index}`, updatedAt });
  }
  return list;
}

describe('the posts in the sitemap', () => {
  it('splits each language into files of at most 1,000 posts, each dated by its newest post', () => {
    expect(POSTS_PER_SITEMAP_FILE).toBe(1000);
    const all = posts(2001);
    const files = postFiles(all);
    expect(files.map((file) => file.name)).toEqual(['posts-en-1.xml', 'posts-en-2.xml', 'posts-en-3.xml', 'posts-de-1.xml']);
    expect(files[1]!.lastModified).toBe(all.filter((post) => post.locale === 'en')[1999]!.updatedAt);
    const sizes = files.map((file) => postFileEntries(all, file.name, SITE)!.length);
    expect(sizes).toEqual([1000, 1000, 1, 667]);
    // Every post once, in one file.
    const urls = files.flatMap((file) => postFileEntries(all, file.name, SITE)!.map((entry) => entry.url));
    expect(new Set(urls).size).toBe(all.length);
  });

  it('gives each post its translations as alternates, pointing back, with x-default the English one', () => {
    const entries = postFileEntries(posts(4), 'posts-de-1.xml', SITE)!;
    expect(entries[0]).toEqual({
      url: `${SITE}/de/blog/beitrag-0`,
      lastModified: '2026-01-01T00:00:00.000Z',
      changeFrequency: 'monthly',
      priority: 0.6,
      alternates: { en: `${SITE}/blog/post-0`, de: `${SITE}/de/blog/beitrag-0`, 'x-default': `${SITE}/blog/post-0` },
    });
    expect(postFileEntries(posts(4), 'posts-en-1.xml', SITE)![1]!.alternates).toEqual({ en: `${SITE}/blog/post-1`, 'x-default': `${SITE}/blog/post-1` });
  });

  it('knows no file past the last, in no unpublished language, and under no other name', () => {
    expect(postFileEntries(posts(10), 'posts-en-2.xml', SITE)).toBeNull();
    expect(postFileEntries(posts(10), 'posts-xx-1.xml', SITE)).toBeNull();
    for (const name of ['posts-en-0.xml', 'posts-en-01.xml', 'posts-en-1.xml.gz', 'pages.xml', '../posts-en-1.xml']) expect(parsePostFileName(name), name).toBeNull();
    expect(parsePostFileName('posts-de-12.xml')).toEqual({ locale: 'de', number: 12 });
  });
});

describe('the sitemap documents', () => {
  it('escape what XML needs escaped, in addresses and alternates', () => {
    const xml = urlSetXml([{ url: `${SITE}/blog/a&b`, alternates: { en: `${SITE}/blog/a&b?x="1"` } }]);
    expect(xml).toContain('<loc>https://example.com/blog/a&amp;b</loc>');
    expect(xml).toContain('href="https://example.com/blog/a&amp;b?x=&quot;1&quot;"');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  });

  it('keep a full file of posts far under the protocol’s 50 MB, and the index names each file', () => {
    const all = posts(POSTS_PER_SITEMAP_FILE);
    const bytes = Buffer.byteLength(urlSetXml(postFileEntries(all, 'posts-en-1.xml', SITE)!));
    expect(bytes).toBeLessThan(1024 * 1024);
    const index = sitemapIndexXml([{ url: `${SITE}/sitemaps/pages.xml` }, { url: `${SITE}/sitemaps/posts-en-1.xml`, lastModified: '2026-01-01T00:00:00.000Z' }]);
    expect(index).toContain('<sitemap>\n<loc>https://example.com/sitemaps/pages.xml</loc>\n</sitemap>');
    expect(index).toContain('<loc>https://example.com/sitemaps/posts-en-1.xml</loc>\n<lastmod>2026-01-01T00:00:00.000Z</lastmod>');
  });
});
