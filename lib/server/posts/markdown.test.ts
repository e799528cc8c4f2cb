import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, PREVIEW_LENGTH, previewText } from '@/lib/posts/preview';
import { toPostDto } from '@/lib/posts/post';
import { headingAnchor, postExcerpt, postPlainText, renderPostBody } from './markdown';

const SITE = 'https://www.example.com';
const render = (source: string) => renderPostBody(source, SITE).html;

describe('renderPostBody', () => {
  it('renders a plain-text post as before: paragraphs, and line breaks kept', () => {
    expect(render('First paragraph.\nSecond line.\n\nNext paragraph.')).toBe('<p>First paragraph.<br />\nSecond line.</p>\n<p>Next paragraph.</p>\n');
  });

  it('renders headings as h2 to h4 with unique anchors, and lists them', () => {
    const { html, headings } = renderPostBody('# Über uns\n\n## Über uns\n\n### Fees & costs\n\n###### Deep', SITE);
    expect(html).toContain('<h2 id="ueber-uns">Über uns</h2>');
    expect(html).toContain('<h2 id="ueber-uns-2">Über uns</h2>');
    expect(html).toContain('<h3 id="fees-costs">Fees &amp; costs</h3>');
    expect(html).toContain('<h4 id="deep">Deep</h4>');
    expect(html).not.toContain('<h1');
    expect(headings).toEqual([
      { id: 'ueber-uns', level: 2, text: 'Über uns' },
      { id: 'ueber-uns-2', level: 2, text: 'Über uns' },
      { id: 'fees-costs', level: 3, text: 'Fees & costs' },
      { id: 'deep', level: 4, text: 'Deep' },
    ]);
  });

  it('renders emphasis, lists, quotes, tables and autolinks', () => {
    const html = render('**bold** and *it*\n\n- one\n- two\n\n1. first\n\n> quoted\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\nSee https://www.make-it-in-germany.com/en');
    expect(html).toContain('<strong>bold</strong> and <em>it</em>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<th style="text-align:left">a</th>');
    expect(html).toContain('<td style="text-align:right">2</td>');
    expect(html).toContain('<a href="https://www.make-it-in-germany.com/en" target="_blank" rel="noopener noreferrer">');
  });

  it("keeps the firm's own links in the same tab", () => {
    expect(render('[services](/services) and [home](https://www.example.com/)')).toBe(
      '<p><a href="/services">services</a> and <a href="https://www.example.com/">home</a></p>\n',
    );
  });

  it('never lets raw HTML through', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<style>body{display:none}</style>',
      '<div onclick="alert(1)">x</div>',
    ].join('\n\n');
    const html = render(hostile);
    expect(html).not.toMatch(/<(script|img|iframe|svg|style|div)\b/i);
    // No tag carries an event handler, and no link goes to script (the escaped text may still
    // show an https address, which becomes an ordinary link).
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/<a\s[^>]*href="javascript:/i);
    // It is shown as text instead.
    expect(html).toContain('&lt;script&gt;');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](java\u0000script:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](javascript&#58;alert(1))',
    '[x](  javascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](file:///etc/passwd)',
    '<javascript:alert(1)>',
    '[x]\n\n[x]: javascript:alert(1)',
    '![x](javascript:alert(1))',
    '![x](data:image/png;base64,iVBORw0KGgo=)',
    '[x](//evil.example/path)',
  ])('refuses a dangerous link: %s', (source) => {
    const html = render(source);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data|file):/i);
    expect(html).not.toMatch(/src="\s*(javascript|data):/i);
    expect(html).not.toMatch(/href="\/\//);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  });

  it('keeps images with their alt text, lazily loaded, from http(s) or this site', () => {
    expect(render('![A Berlin street](https://images.example.com/street.jpg)')).toBe(
      '<p><img src="https://images.example.com/street.jpg" alt="A Berlin street" loading="lazy" decoding="async" /></p>\n',
    );
  });

  it('offers an uploaded image in several widths, so a phone downloads a small one', () => {
    const html = render('![A Berlin street](/uploads/abc-123.webp)');
    expect(html).toContain('src="/uploads/abc-123.webp"');
    expect(html).toContain(
      'srcset="/_next/image?url=%2Fuploads%2Fabc-123.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fuploads%2Fabc-123.webp&amp;w=828&amp;q=75 828w, /_next/image?url=%2Fuploads%2Fabc-123.webp&amp;w=1200&amp;q=75 1200w, /_next/image?url=%2Fuploads%2Fabc-123.webp&amp;w=1920&amp;q=75 1920w"',
    );
    expect(html).toContain('sizes="(min-width: 896px) 864px, 100vw"');
    // Anything else is not an upload and gets no srcset.
    expect(render('![x](/uploads/../secret.webp)')).not.toContain('srcset');
  });

  it('drops attributes a link or heading may not carry', () => {
    const html = render('[x](https://www.example.com/a "title")');
    expect(html).toBe('<p><a href="https://www.example.com/a">x</a></p>\n');
  });
});

describe('renderPostBody: the visual editor\'s elements (issue 44)', () => {
  it('renders a `> [!NOTE]` quote as a callout box without its marker', () => {
    expect(render('> [!NOTE]\n> Bring your **passport**.\n> And a copy.')).toBe(
      '<aside class="callout">\n<p>Bring your <strong>passport</strong>.<br />\nAnd a copy.</p>\n</aside>\n',
    );
    expect(render('> [!NOTE]\n>\n> - one\n> - two')).toBe('<aside class="callout">\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</aside>\n');
  });

  it('keeps other quotes as quotes, and lets no other class through', () => {
    expect(render('> [!WARNING]\n> careful')).toBe('<blockquote>\n<p>[!WARNING]<br />\ncareful</p>\n</blockquote>\n');
    expect(render('> text [!NOTE]')).toBe('<blockquote>\n<p>text [!NOTE]</p>\n</blockquote>\n');
    expect(render('> \\[!NOTE]\n> escaped')).toBe('<blockquote>\n<p>[!NOTE]<br />\nescaped</p>\n</blockquote>\n');
  });

  it('renders an image alone in its paragraph with a title as a figure with that caption', () => {
    expect(render('![Our office](https://images.example.com/office.jpg "The office <in> Berlin")')).toBe(
      '<figure><img src="https://images.example.com/office.jpg" alt="Our office" loading="lazy" decoding="async" /><figcaption>The office &lt;in&gt; Berlin</figcaption>\n</figure>\n',
    );
    const uploaded = render('![Office](/uploads/abc-123.webp "Caption")');
    expect(uploaded).toContain('srcset="/_next/image?url=%2Fuploads%2Fabc-123.webp');
    expect(uploaded).toContain('<figcaption>Caption</figcaption>');
  });

  it('leaves an image without a title, or inside a line of text, as before', () => {
    expect(render('![x](https://images.example.com/x.jpg)')).toBe('<p><img src="https://images.example.com/x.jpg" alt="x" loading="lazy" decoding="async" /></p>\n');
    expect(render('See ![x](https://images.example.com/x.jpg "t") here')).toBe(
      '<p>See <img src="https://images.example.com/x.jpg" alt="x" loading="lazy" decoding="async" /> here</p>\n',
    );
  });
});

describe('postPlainText', () => {
  it('gives the words without Markdown syntax', () => {
    expect(postPlainText('## Costs\n\nThe **blocked account** needs *€11,904*.\n- one\n- two\n\n[Apply](https://x.example) now.')).toBe(
      'Costs The blocked account needs €11,904. one two Apply now.',
    );
  });

  it('skips the callout marker and keeps a figure\'s caption', () => {
    expect(postPlainText('> [!NOTE]\n> Bring your passport.\n\n![Office](/uploads/a.webp "Our office")\n\nEnd.')).toBe('Bring your passport. Office Our office End.');
  });

  it('leaves a plain-text post as it was, with whitespace as single spaces', () => {
    expect(postPlainText('First line.\nSecond line.\n\nNext paragraph.')).toBe('First line. Second line. Next paragraph.');
  });
});

describe('headingAnchor', () => {
  it('makes a readable anchor, and a fallback for a heading without letters', () => {
    expect(headingAnchor('Blocked Account: What You Need (2026)')).toBe('blocked-account-what-you-need-2026');
    expect(headingAnchor('Größe & Maße')).toBe('groesse-masse');
    expect(headingAnchor('???')).toBe('section');
  });
});

const row = (summary: string) => ({
  _id: 'abc',
  headline: 'H',
  summary,
  category: 'Visa' as const,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  updatedAt: new Date('2026-11-01T10:00:00Z'),
});
const toDto = (summary: string) => toPostDto(row(summary), postExcerpt(summary));

describe('toPostDto', () => {
  it('keeps the Markdown as summary and gives the words as excerpt', () => {
    const dto = toDto('## Costs\n\nThe **blocked account** holds [€11,904](https://x.example).');
    expect(dto.summary).toBe('## Costs\n\nThe **blocked account** holds [€11,904](https://x.example).');
    expect(dto.excerpt).toBe('Costs The blocked account holds €11,904.');
  });

  it('carries enough of the text that every preview of the excerpt is the preview of the whole text', () => {
    const long = Array.from({ length: 120 }, (_, i) => `Word${i}`).join(' ');
    const dto = toDto(long);
    expect(dto.excerpt.length).toBe(EXCERPT_LENGTH);
    for (const max of Object.values(PREVIEW_LENGTH)) expect(previewText(dto.excerpt, max)).toBe(previewText(long, max));
  });
});
