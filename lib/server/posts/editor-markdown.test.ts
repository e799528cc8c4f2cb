import { describe, expect, it } from 'vitest';
import { docToMarkdown, markdownToDoc } from '@/lib/editor/markdown';
import { renderPostBody } from './markdown';

// Markdown the visual editor cannot hold as typed comes back in the editor's forms
// (lib/editor/markdown.ts); the page shows it the same before and after.
//
// NORMALISED, as the editor writes them back:
//   `*x*` -> `_x_`, `__x__` -> `**x**`; `* a` and `+ a` -> `- a`; `1) a` -> `1. a`;
//   `# h` (and setext `h\n===`) -> `## h`, `##### h` and `###### h` -> `#### h` (the page's levels);
//   a heading line followed directly by text -> a blank line between;
//   `***` and `___` -> `---`; `~~~` fences and indented code -> ``` fences;
//   a hard break as two trailing spaces or `\` -> a plain newline;
//   escapes that are not needed dropped (`1\. a` inside a line -> `1. a`), entities decoded;
//   titles in `'…'` or `(…)` -> `"…"`; reference links -> inline links;
//   Markdown inside alt text -> its text; a trailing newline or trailing spaces -> none;
//   `\` escapes in addresses and a code span's padding spaces -> as needed.
// Nested differently: `***x***` -> `**_x_**` (<strong><em> for <em><strong>, which look the same).
// Dropped: an empty link `[](address)` (no text, nothing shown).

const SITE = 'https://firm.example';
const html = (markdown: string) => renderPostBody(markdown, SITE).html;

const normalised: Record<string, [string, string]> = {
  'star italic': ['Plan *your* move', 'Plan _your_ move'],
  'underscore bold': ['Plan __your__ move', 'Plan **your** move'],
  'star bullets': ['* one\n* two', '- one\n- two'],
  'plus bullets': ['+ one\n+ two', '- one\n- two'],
  'parenthesis numbers': ['1) one\n2) two', '1. one\n2. two'],
  'heading 1': ['# One', '## One'],
  'heading 5': ['##### Five', '#### Five'],
  'heading 6': ['###### Six', '#### Six'],
  'setext heading': ['One\n===\n\nTwo\n---', '## One\n\n## Two'],
  'closed heading': ['## Two ##', '## Two'],
  'heading followed by text': ['## Documents\nYou need a passport.', '## Documents\n\nYou need a passport.'],
  'star rule': ['a\n\n***\n\nb', 'a\n\n---\n\nb'],
  'underscore rule': ['a\n\n___\n\nb', 'a\n\n---\n\nb'],
  'tilde fence': ['~~~\ncode\n~~~', '```\ncode\n```'],
  'indented code': ['text\n\n    code\n    more', 'text\n\n```\ncode\nmore\n```'],
  'two-space break': ['one  \ntwo', 'one\ntwo'],
  'backslash break': ['one\\\ntwo', 'one\ntwo'],
  'needless escapes': ['a 1\\. b \\# c \\- d \\[e\\]', 'a 1. b # c - d [e]'],
  entities: ['&copy; 2024 &amp; more', '© 2024 & more'],
  'single-quoted title': ["[a](https://x.com 'T')", '[a](https://x.com "T")'],
  'reference link': ['[a][r]\n\n[r]: https://x.com', '[a](https://x.com)'],
  'Markdown in alt text': ['![a *b*](/x.png)', '![a b](/x.png)'],
  'code span padding': ['` a `', '`a`'],
  'trailing newline': ['text\n', 'text'],
  'loose list item spacing': ['- a\n\n\n- b', '- a\n\n- b'],
  'numbers right-aligned by hand': [' 9. nine\n10. ten', '9. nine\n10. ten'],
};

describe('Markdown the editor writes back in its own forms', () => {
  it.each(Object.entries(normalised))('%s: the same page', (_, [typed, written]) => {
    const back = docToMarkdown(markdownToDoc(typed));
    expect(back).toBe(written);
    expect(html(back)).toBe(html(typed));
  });

  it('writes bold italic as bold around italic, which looks the same', () => {
    const back = docToMarkdown(markdownToDoc('***both*** and ___both___'));
    expect(back).toBe('**_both_** and **_both_**');
    expect(html(back)).toBe(html('***both*** and ___both___').replaceAll('<em><strong>', '<strong><em>').replaceAll('</strong></em>', '</em></strong>'));
  });
});
