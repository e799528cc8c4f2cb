import { postPath, publishedDate, type PostDto } from './dto';
import { PREVIEW_LENGTH, previewText } from './preview';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// RSS 2.0 for the blog: newest posts first, each with its preview as the description.
export function renderRss(site: { name: string; url: string }, posts: PostDto[]): string {
  const items = posts
    .map((post) => {
      const link = `${site.url}${postPath(post)}`;
      return `    <item>
      <title>${escapeXml(post.headline)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${new Date(publishedDate(post)).toUTCString()}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(previewText(post.excerpt, PREVIEW_LENGTH.detail))}</description>
    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name} Blog`)}</title>
    <link>${escapeXml(`${site.url}/blog`)}</link>
    <atom:link href="${escapeXml(`${site.url}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Guides on studying, working and living in Germany.</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
}
