import type { JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { germanPosts } from '@/scripts/seed-data/german-posts';
import { SAMPLE_NEWSLETTER_ISSUE } from '@/scripts/seed-data/sample-newsletter-issue';
import { samplePosts } from '@/scripts/seed-data/sample-posts';
import { docToMarkdown, editorSchema, markdownToDoc } from './markdown';

// The visual editor opens stored Markdown and saves it back unchanged (issue 44): each form the
// old Markdown editor makes, each element by hand, and every seeded post and newsletter issue.
// Forms that come back normalised are tested against the page's HTML in
// lib/server/posts/editor-markdown.test.ts.

function roundTrip(markdown: string): string {
  const doc = markdownToDoc(markdown);
  // The document is valid for the editor's schema (check() throws otherwise).
  editorSchema().nodeFromJSON(doc).check();
  return docToMarkdown(doc);
}

// What the old Markdown editor's toolbar, shortcuts and Enter made (its edit functions, since
// replaced by this editor, produced exactly these texts), so posts written with it open and save
// back unchanged.
const oldEditorForms: Record<string, string> = {
  bold: 'Plan **your move** early.',
  italic: 'Plan your _move_ early.',
  'bold over two lines': '**First line**\n**second line**',
  'italic in bold': 'Plan **your _move_** early.',
  'new link': 'Read [the guide](https://) today.',
  'bold link': 'Read **[the guide](https://example.com/guide)** today.',
  heading: '## Documents\n\nYou need a passport.',
  'bulleted list': '- Passport\n- Degree\n- Contract',
  'numbered list': '1. Apply\n2. Wait\n3. Travel',
  quote: 'Intro\n\n> The rules changed in 2024.\n> They apply to all.',
  'list in a quote': '> - Passport\n> - Degree',
  'list continued with Enter': '- Passport\n- Degree',
  'numbered list continued with Enter': 'Intro\n\n1. Apply\n2. Wait',
  image: 'Before\n\n![Our office in Berlin](/uploads/0b2f6e1c-4b1a-4c1e-9a43-0cf2a4d3e111.webp)\n\nAfter',
  'image in a line': 'Before\n\n![A  bracketed  alt](/uploads/abc.png)\n\nthe image',
  'empty table': 'Fees\n\n|  |  |\n| --- | --- |\n|  |  |',
  'table from pasted cells': '| Fee | Amount |\n| --- | --- |\n| Visa | 75 EUR |\n| A \\| B | 1 |',
};

const handWritten: Record<string, string> = {
  paragraphs: 'First paragraph.\n\nSecond paragraph.',
  'line breaks': 'Line one\nline two\nline three',
  'a break at a line start': 'Line one\n\\\nafter an empty line',
  'headings 2-4': '## Two\n\n### Three\n\n#### Four',
  marks: '**bold** _italic_ ~~struck~~ `code` **_both_**',
  'italic inside a word': 'un*believ*able and snake_case_name',
  'code with backticks': '`` a`b `` and ``` `` ```',
  'escaped characters': '\\*not italic\\* and \\_not\\_ and 2 * 3 and a_b and 1. no list and # no heading and C:\\',
  'escaped block starts': '\\- not a list\n\n\\> not a quote\n\n\\## not a heading\n\n3\\. not a list',
  'a break before list-like text': 'Price list\n2. item stays text\n\\- but this is escaped',
  'literal brackets and entities': 'See [1] and [note] and [a\\](b) and \\&amp; and & alone and <not a link>',
  'link with title': '[the guide](https://example.com/guide "The guide") and [home](/)',
  'link with parentheses': '[Foo](https://en.wikipedia.org/wiki/Foo_(bar))',
  'link with umlauts': '[Straße](https://de.wikipedia.org/wiki/Straße)',
  autolinks: '<https://example.com> and <mailto:info@example.com> and <info@example.com>',
  'bare address': 'Visit https://example.com/a_b today or write to info@example.com.',
  'link with code and bold': '[`npm`](https://npmjs.com) and **[bold link](https://x.com)**',
  'bullet list': '- one\n- two\n- three',
  'two lists in a row': '- one\n\n* two\n\n- three\n\n1. one\n\n1) two',
  'loose list': '- one\n\n- two',
  'numbered list from 3': '3. three\n4. four',
  'long numbered list': Array.from({ length: 11 }, (_, index) => `${index + 1}. item`).join('\n'),
  'nested lists': '- one\n  - one a\n  - one b\n- two\n  1. two a\n  2. two b',
  'nested in numbered': '1. one\n   - one a\n2. two',
  'list item with two paragraphs': '- one\n\n  more of one\n\n- two',
  quote: '> quoted\n> second line\n>\n> second paragraph',
  'nested quote': '> outer\n>\n> > inner',
  callout: '> [!NOTE]\n> Bring your passport.',
  'callout with several blocks': '> [!NOTE]\n> First **paragraph**.\n>\n> - a list\n> - in it',
  'quote that only looks like a callout': '> \\[!NOTE]\n> not a callout',
  code: '```\nplain code\n```',
  'code with language': '```ts\nconst a = 1;\n\nconst b = `x`;\n```',
  'code with a fence inside': '````md\n```\ninner\n```\n````',
  'code in a list': '- item\n\n  ```\n  code\n  ```',
  'horizontal rule': 'Above\n\n---\n\nBelow',
  table: '| Name | Fee |\n| --- | --- |\n| Visa | 75 EUR |\n| Card | 100 EUR |',
  'table with alignment': '| Left | Centre | Right | None |\n| :--- | :---: | ---: | --- |\n| a | b | c | d |',
  'table with marks and a pipe': '| **a** \\| b | [x](https://x.com) |\n| --- | --- |\n| `c` | _d_ |',
  'table with empty cells': '|  |  |\n| --- | --- |\n|  |  |',
  'figure with caption': '![Our office](/uploads/office.webp "The office in Berlin")',
  'figure without caption': '![Our office](/uploads/office.webp)',
  'figure without alt': '![](/uploads/office.webp)',
  'figure with a quote in the caption': '![x](/uploads/x.webp "Say \\"hi\\"")',
  'image inside text': 'Our logo ![logo](/uploads/logo.png) here and ![with title](/a.png "t")',
  'everything together':
    '## Title\n\nIntro with **bold** and a [link](https://example.com).\n\n> [!NOTE]\n> Keep this in mind.\n\n- a\n- b\n\n![alt](/uploads/a.webp "Caption")\n\n| a | b |\n| --- | :---: |\n| 1 | 2 |\n\n---\n\nEnd.',
};

describe('the Markdown round trip of the visual editor', () => {
  it.each(Object.entries(oldEditorForms))('keeps what the old editor makes: %s', (_, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it.each(Object.entries(handWritten))('keeps %s', (_, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it.each([...samplePosts, ...germanPosts].map((post) => [post.headline, post.summary]))('keeps the seeded post %s', (_, summary) => {
    expect(roundTrip(summary)).toBe(summary);
  });

  it('keeps the seeded newsletter issue', () => {
    expect(roundTrip(SAMPLE_NEWSLETTER_ISSUE.body)).toBe(SAMPLE_NEWSLETTER_ISSUE.body);
  });

  // An empty link (the old editor's `[](https://)` before its text is typed) shows nothing and
  // has no text to hold the link in the editor: it goes.
  it('drops an empty link', () => {
    expect(roundTrip('See [](https://)')).toBe('See');
  });

  it('makes the elements the editor shows', () => {
    const doc = markdownToDoc('> [!NOTE]\n> Hi\n\n![a](/b.webp "c")\n\nx ![i](/i.png) y\n\n| a |\n| :---: |\n| b |\n\n- t\n\n1. u\n\n   v');
    const [callout, figure, paragraph, table, bullets, numbers] = doc.content ?? [];
    expect(callout?.type).toBe('callout');
    expect(figure).toEqual({ type: 'figure', attrs: { src: '/b.webp', alt: 'a', caption: 'c' } });
    expect(paragraph?.content?.[1]).toMatchObject({ type: 'image', attrs: { src: '/i.png', alt: 'i', title: null } });
    expect(table?.content?.[0]?.content?.[0]).toMatchObject({ type: 'tableHeader', attrs: { align: 'center' } });
    expect(bullets?.attrs).toMatchObject({ tight: true });
    expect(numbers?.attrs).toMatchObject({ start: 1, tight: false });
  });

  it('writes a document made in the editor in the stored forms', () => {
    const text = (value: string, marks: Array<{ type: string; attrs?: Record<string, unknown> }> = []) => ({ type: 'text', text: value, ...(marks.length ? { marks } : {}) });
    const markdown = docToMarkdown({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Title')] },
        {
          type: 'paragraph',
          content: [text('A '), text('bold ', [{ type: 'bold' }]), text('word'), { type: 'hardBreak' }, text('# not a heading'), { type: 'hardBreak' }],
        },
        { type: 'paragraph', content: [text('link', [{ type: 'link', attrs: { href: 'https://example.com' } }])] },
        { type: 'callout', content: [{ type: 'paragraph', content: [text('Note')] }] },
        { type: 'figure', attrs: { src: '/uploads/a.webp', alt: 'An [alt]', caption: 'Caption' } },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('- item')] }] }] },
        { type: 'paragraph' },
      ],
    });
    expect(markdown).toBe(
      '## Title\n\nA **bold** word\n\\# not a heading\n\n[link](https://example.com)\n\n> [!NOTE]\n> Note\n\n![An \\[alt\\]](/uploads/a.webp "Caption")\n\n- \\- item',
    );
  });

  // Text typed in the editor that looks like Markdown stays text: escaped where it would parse.
  const literalTexts = ['*', '**', '_a_', 'a*b*c', 'x_', '_x', '# x', '#x', '- x', '+ x', '* x', '1. x', '2) x', '> x', '---', '***', '___', '```', '~~~x', '~~x~~', '~x~',
    '[a](b)', '[a]: b', '![a](b)', '<https://x.com>', '<a@b.de>', '&amp;', '&#42;', '`x`', '\\', 'a\\', '\\*', 'a | b', '[!NOTE]', '2024. A year', '<b>bold</b>',
    '| --- |', 'a | b', ':--- | ---:'];

  it('keeps a heading\'s trailing # as text', () => {
    const doc: JSONContent = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Learn C #' }] }] };
    expect(docToMarkdown(doc)).toBe('## Learn C \\#');
    expect(markdownToDoc(docToMarkdown(doc))).toEqual(doc);
    expect(roundTrip('## C# in Berlin')).toBe('## C# in Berlin');
  });

  it('escapes what a mark\'s delimiters would change, and writes bold on spaces alone as spaces', () => {
    const text = (value: string, ...types: string[]) => ({
      type: 'text',
      text: value,
      marks: types.map((type) => (type === 'link' ? { type, attrs: { href: '/p' } } : { type })),
    });
    const cases: JSONContent[][] = [
      [text('\\', 'bold')],
      [text('[', 'link')],
      [text('a]b', 'link')],
      [text('_', 'bold', 'italic'), { type: 'hardBreak' }, text('x')],
      [text('a'), text('  ', 'bold'), text('b')],
      [{ type: 'hardBreak' }, { type: 'hardBreak' }, text('  ')],
    ];
    for (const content of cases) {
      const doc: JSONContent = { type: 'doc', content: [{ type: 'paragraph', content }] };
      const back = markdownToDoc(docToMarkdown(doc));
      expect(markdownToDoc(docToMarkdown(back))).toEqual(back);
      expect(editorSchema().nodeFromJSON(back).textContent.trim()).toBe(editorSchema().nodeFromJSON(doc).textContent.trim());
    }
    expect(docToMarkdown({ type: 'doc', content: [{ type: 'paragraph', content: [text('\\', 'bold')] }] })).toBe('**\\\\**');
    expect(docToMarkdown({ type: 'doc', content: [{ type: 'paragraph', content: [text('[', 'link')] }] })).toBe('[\\[](/p)');
    expect(docToMarkdown({ type: 'doc', content: [{ type: 'paragraph', content: [text('a'), text('  ', 'bold'), text('b')] }] })).toBe('a  b');
  });

  it('drops spaces at a line\'s start, which Markdown does not keep, rather than start a code block', () => {
    const doc: JSONContent = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '    four spaces' }, { type: 'hardBreak' }, { type: 'text', text: '  two' }] }] };
    expect(docToMarkdown(doc)).toBe('four spaces\ntwo');
  });

  it.each(literalTexts)('keeps %j as text in a paragraph, after a line break, in a quote and in a table', (literal) => {
    const paragraph = (content: JSONContent[]) => ({ type: 'paragraph', content });
    const text = { type: 'text', text: literal };
    const doc: JSONContent = {
      type: 'doc',
      content: [
        paragraph([text]),
        paragraph([{ type: 'text', text: 'before' }, { type: 'hardBreak' }, text]),
        paragraph([{ type: 'text', text: 'a' }, { type: 'hardBreak' }, text, { type: 'hardBreak' }, { type: 'text', text: 'b' }]),
        { type: 'blockquote', content: [paragraph([text])] },
        { type: 'bulletList', attrs: { tight: true }, content: [{ type: 'listItem', content: [paragraph([text])] }] },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableHeader', attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null }, content: [paragraph([text])] }] },
          ],
        },
      ],
    };
    const back = markdownToDoc(docToMarkdown(doc));
    expect(back).toEqual(markdownToDoc(docToMarkdown(back)));
    expect(editorSchema().nodeFromJSON(back).eq(editorSchema().nodeFromJSON(doc))).toBe(true);
  });
});
