import { describe, expect, it } from 'vitest';
import { renderRss } from './rss';

describe('renderRss', () => {
  it('escapes text and lists items with permalinks', () => {
    const xml = renderRss({ name: 'A & B', url: 'https://firm.test' }, [
      {
        _id: 'abc',
        headline: 'Visas <2026> & "you"',
        summary: 'A **short** body.',
        excerpt: 'A short body.',
        category: 'Visa',
        image: null,
        tags: [],
        views: 0,
        likes: 0,
        readTime: null,
        slug: 'student-visa',
        imageAlt: null,
        socialImage: null,
        seoTitle: null,
        seoDescription: null,
        noindex: false,
        reviewedAt: null,
        authorId: null,
        status: 'published',
        publishAt: '2026-11-01T10:00:00.000Z',
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:00:00.000Z',
      },
    ]);
    expect(xml).toContain('<title>A &amp; B Blog</title>');
    expect(xml).toContain('<title>Visas &lt;2026&gt; &amp; &quot;you&quot;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://firm.test/blog/student-visa</guid>');
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate>');
    // The description is the words, not the Markdown.
    expect(xml).toContain('<description>A short body.</description>');
  });
});
