import { DOMParser, onWarningStopParsing } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import type { PostDto } from './post';
import { renderRss } from './rss';
import { UNSET_POST_FIELDS } from '@/tests/support/unset-post-fields';

const post = (fields: Partial<PostDto>): PostDto => ({
  _id: 'abc',
  headline: 'Student visa',
  summary: 'A **short** body.',
  excerpt: 'A short body.',
  category: 'Visa',
  image: null,
  tags: [],
  views: 0,
  likes: 0,
  readTime: null,
  slug: 'student-visa',
  locale: 'en',
  translationGroup: 'abc',
  ...UNSET_POST_FIELDS,
  status: 'published',
  publishAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

// A strict read: any XML error, even a warning, fails; and characters XML 1.0 forbids, which the
// parser lets through, are checked for separately.
function parseFeed(xml: string) {
  expect(xml).not.toMatch(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u);
  return new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, 'text/xml');
}

// What an HTML reader makes of a description: parsed as HTML in a document with no markup in it.
function htmlText(html: string): string {
  const document = new DOMParser({ onError: onWarningStopParsing }).parseFromString(`<p>${html}</p>`, 'text/html');
  const paragraph = document.getElementsByTagName('p')[0];
  expect(paragraph?.childNodes.length).toBe(1);
  expect(paragraph?.firstChild?.nodeType).toBe(3); // a single text node: no element came of it
  return paragraph?.textContent ?? '';
}

describe('renderRss', () => {
  it('escapes text and lists items with permalinks', () => {
    const xml = renderRss({ name: 'A & B', url: 'https://firm.test' }, [post({ headline: 'Visas <2026> & "you"' })]);
    expect(xml).toContain('<title>A &amp; B Blog</title>');
    expect(xml).toContain('<title>Visas &lt;2026&gt; &amp; &quot;you&quot;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://firm.test/blog/student-visa</guid>');
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate>');
    // The description is the words, not the Markdown.
    expect(xml).toContain('<description>A short body.</description>');
  });

  it('carries hostile text in every field as text: well-formed XML, and no markup in the HTML description', () => {
    const hostile = `<script>alert(1)</script> <img src=x onerror="alert('x')"> ]]> &amp; &#x3C;b&#x3E; <![CDATA[ x ]]>`;
    const site = { name: `Firm ${hostile}`, url: `https://firm.test/?a=1&b="<x>"` };
    const xml = renderRss(site, [
      post({ headline: `Headline\u000b ${hostile}`, excerpt: `Text ${hostile} end\u0001\ud800.`, category: hostile as PostDto['category'], slug: `a"<b>&c` }),
    ]);
    const feed = parseFeed(xml);
    const text = (tag: string, index = 0) => feed.getElementsByTagName(tag)[index]?.textContent;

    expect(text('title', 0)).toBe(`Firm ${hostile} Blog`);
    expect(text('title', 1)).toBe(`Headline ${hostile}`);
    expect(text('category')).toBe(hostile);
    expect(text('link', 0)).toBe(`https://firm.test/?a=1&b="<x>"/blog`);
    expect(text('link', 1)).toBe(`https://firm.test/?a=1&b="<x>"/blog/a%22%3Cb%3E%26c`);
    expect(text('guid')).toBe(text('link', 1));
    expect(feed.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(`https://firm.test/?a=1&b="<x>"/blog/rss.xml`);
    // The description is HTML to a reader: read as HTML it is still the editor's literal text,
    // without the characters XML cannot carry.
    const description = text('description', 1) ?? '';
    expect(description).not.toContain('<');
    expect(htmlText(description)).toBe(`Text ${hostile} end.`);
  });
});
