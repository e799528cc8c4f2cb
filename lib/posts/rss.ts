import { postPath, publishedDate, type PostDto } from './post';
import { PREVIEW_LENGTH, previewText } from './preview';
import { localizeHref } from '@/i18n/pathnames';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// Characters XML 1.0 does not allow at all, escaped or not (control characters pasted from a word
// processor, lone surrogates): one of them makes the whole feed unreadable to a strict reader.
const NOT_XML_CHARACTERS = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// Text as the content of an XML element or attribute: read back exactly as typed.
const escapeXml = (text: string) => escapeMarkup(text.replace(NOT_XML_CHARACTERS, ''));

// RSS readers take <description> as HTML once the XML is read, so plain text is escaped for HTML
// and then for XML: an editor's "<script>" reaches the reader as the words, never as markup.
const htmlAsXml = (text: string) => escapeXml(escapeMarkup(text));

// The feed of one language: its posts, its addresses, its title and description (Blog catalogue)
// and its <language>.
export type RssFeed = { locale: Locale; title: string; description: string };

// RSS 2.0 for the blog: newest posts first, each with its preview as the description. Titles,
// categories and links are plain text in RSS 2.0; the description is HTML.
export function renderRss(
  site: { name: string; url: string },
  posts: PostDto[],
  feed: RssFeed = { locale: DEFAULT_LOCALE, title: `${site.name} Blog`, description: 'Guides on studying, working and living in Germany.' },
): string {
  const items = posts
    .map((post) => {
      const link = `${site.url}${postPath(post)}`;
      return `    <item>
      <title>${escapeXml(post.headline)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${new Date(publishedDate(post)).toUTCString()}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${htmlAsXml(previewText(post.excerpt, PREVIEW_LENGTH.detail))}</description>
    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(`${site.url}${localizeHref('/blog', feed.locale)}`)}</link>
    <atom:link href="${escapeXml(`${site.url}${localizeHref('/blog/rss.xml', feed.locale)}`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(feed.description)}</description>
    <language>${feed.locale}</language>
${items}
  </channel>
</rss>
`;
}
