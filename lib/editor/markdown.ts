import { getSchema, type JSONContent } from '@tiptap/core';
import type { Mark, Node as ProseMirrorNode, Schema } from '@tiptap/pm/model';
import { Transform } from '@tiptap/pm/transform';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { MarkdownParser, MarkdownSerializer, type MarkdownSerializerState } from 'prosemirror-markdown';
import { CALLOUT_MARKER, calloutPlugin } from '@/lib/markdown/callout';
import { figurePlugin } from '@/lib/markdown/figure';
import { editorExtensions, type CellAlign } from './extensions';

// Markdown <-> the visual editor's document (issue 44). Posts and newsletter issues are stored as
// Markdown; the editor opens them through markdownToDoc and saves through docToMarkdown. The round
// trip writes back what was read: Markdown in the forms listed below comes back byte for byte
// (lib/editor/markdown.test.ts runs it over every seeded post and every form the old editor makes).
//
// Forms written: paragraphs split by a blank line; a line break as a plain newline (the page renders
// with breaks: true); `## ` to `#### `; `**bold**`, `_italic_` (`*italic*` inside a word, where `_`
// would not work), `~~strike~~`, `` `code` ``; `[text](address "title")` and `<address>` as typed;
// `- ` and `1. ` lists (the first number kept, tight or loose as read; `* ` and `1) ` for a list
// right after another of its kind, which would otherwise join it); `> ` quotes; `> [!NOTE]`
// callouts; fenced code; `---`; tables as `| a | b |` with a `| --- |` row (`:---:` alignments);
// `![alt](src "caption")`, a figure when alone in its paragraph. Markdown the editor cannot hold
// as typed comes back in these forms (see NORMALISED in the test).
//
// What Markdown cannot say at all: bold, italic or strike whose text starts or ends with
// punctuation right beside a letter outside it (`x**(a)**y`: the delimiters cannot open or close
// there), which comes back as literal asterisks, as in prosemirror-markdown itself; spaces at a
// line's start or at a mark's edge; an empty link; merged table cells.
//
// The parser is markdown-it configured like the page's renderer (lib/server/posts/markdown.ts) with
// the same callout and figure plugins, but without linkify: a bare address stays text in the
// document, so it is written back as typed (the page still links it).

type SerializerState = MarkdownSerializerState & {
  out: string;
  atBlockStart: boolean;
  inAutolink?: boolean;
  closed: ProseMirrorNode | null;
  atBlank(): boolean;
  flushClose(size?: number): void;
};

function createTokenizer(): MarkdownIt {
  const markdown = new MarkdownIt({ html: false, linkify: false, breaks: true, typographer: false });
  markdown.use(calloutPlugin).use(figurePlugin, { everyImage: true });
  // Addresses as typed: the page encodes them when it renders; the editor keeps `ä`, not `%C3%A4`.
  markdown.normalizeLink = (url) => url;
  return markdown;
}

const clampLevel = (level: number): 2 | 3 | 4 => (level <= 2 ? 2 : level >= 4 ? 4 : 3);

function alignOf(token: Token): CellAlign | null {
  const align = /text-align:\s*(left|center|right)/.exec(token.attrGet('style') ?? '')?.[1];
  return (align as CellAlign | undefined) ?? null;
}

function listIsTight(tokens: Token[], index: number): boolean {
  for (let at = index + 1; at < tokens.length; at += 1) if (tokens[at]?.type !== 'list_item_open') return tokens[at]?.hidden ?? false;
  return false;
}

// markdown-it's tokens reshaped to the editor's schema: a table cell's inline content goes in a
// paragraph (cells hold blocks), and a figure's tokens become one figure token (an atom).
function editorTokens(tokens: Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.type === 'figure_open') {
      const image = tokens[index + 1]?.children?.[0];
      let end = index + 2;
      let caption = '';
      if (tokens[end]?.type === 'figcaption_open') {
        caption = tokens[end + 1]?.content ?? '';
        end += 3;
      }
      token.type = 'figure';
      token.nesting = 0;
      token.attrs = [
        ['src', image?.attrGet('src') ?? ''],
        ['alt', imageAlt(image)],
        ['caption', caption],
      ];
      result.push(token);
      index = end;
      continue;
    }
    result.push(token);
    if ((token.type === 'th_open' || token.type === 'td_open') && tokens[index + 1]?.type === 'inline') {
      const inline = tokens[index + 1]!;
      const paragraphOpen = Object.assign(Object.create(Object.getPrototypeOf(token) as object) as Token, { ...token, type: 'paragraph_open', tag: 'p', attrs: null });
      const paragraphClose = Object.assign(Object.create(Object.getPrototypeOf(token) as object) as Token, {
        ...token,
        type: 'paragraph_close',
        tag: 'p',
        nesting: -1,
        attrs: null,
      });
      result.push(paragraphOpen, inline, paragraphClose);
      index += 1;
    }
  }
  return result;
}

// The alt text as the page shows it: the label's text without its Markdown.
function imageAlt(image: Token | undefined): string {
  if (!image) return '';
  const text = (tokens: Token[]): string => tokens.map((child) => (child.children ? text(child.children) : child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content)).join('');
  return text(image.children ?? []);
}

function createParser(schema: Schema): MarkdownParser {
  const markdown = createTokenizer();
  const tokenizer = { parse: (source: string, env: object) => editorTokens(markdown.parse(source, env)) } as unknown as MarkdownIt;
  const cell = (type: string) => ({ block: type, getAttrs: (token: Token) => ({ align: alignOf(token) }) });
  return new MarkdownParser(schema, tokenizer, {
    paragraph: { block: 'paragraph' },
    heading: { block: 'heading', getAttrs: (token) => ({ level: clampLevel(Number(token.tag.slice(1))) }) },
    blockquote: { block: 'blockquote' },
    callout: { block: 'callout' },
    bullet_list: { block: 'bulletList', getAttrs: (_, tokens, index) => ({ tight: listIsTight(tokens, index) }) },
    ordered_list: {
      block: 'orderedList',
      getAttrs: (token, tokens, index) => ({ start: Number(token.attrGet('start') ?? 1), tight: listIsTight(tokens, index) }),
    },
    list_item: { block: 'listItem' },
    code_block: { block: 'codeBlock', noCloseToken: true },
    fence: { block: 'codeBlock', getAttrs: (token) => ({ language: token.info.trim() || null }), noCloseToken: true },
    hr: { node: 'horizontalRule' },
    hardbreak: { node: 'hardBreak' },
    softbreak: { node: 'hardBreak' },
    image: {
      node: 'image',
      getAttrs: (token) => ({ src: token.attrGet('src') ?? '', alt: imageAlt(token), title: token.attrGet('title') || null }),
    },
    figure: {
      node: 'figure',
      getAttrs: (token) => ({ src: token.attrGet('src') ?? '', alt: token.attrGet('alt') ?? '', caption: token.attrGet('caption') || null }),
    },
    table: { block: 'table' },
    thead: { ignore: true },
    tbody: { ignore: true },
    tr: { block: 'tableRow' },
    th: cell('tableHeader'),
    td: cell('tableCell'),
    em: { mark: 'italic' },
    strong: { mark: 'bold' },
    s: { mark: 'strike' },
    code_inline: { mark: 'code', noCloseToken: true },
    link: {
      mark: 'link',
      getAttrs: (token) => ({ href: token.attrGet('href') ?? '', title: token.attrGet('title') || null, autolink: token.markup === 'autolink' }),
    },
  });
}

// --- Escaping: only what would otherwise parse as Markdown, so text written as typed stays so. ---

// A neighbour of a text that is not a character of it: the start or end of its block (''), a line
// break, or something else (another node, a mark's delimiter) that is assumed to be anything.
const BLOCK_EDGE = '';
const LINE_END = '\n';
const UNKNOWN = '\uFFFF';

const isSpace = (char: string) => char === '' || /\s/.test(char);
const isWordChar = (char: string) => /[\p{L}\p{N}]/u.test(char);
const isPunctuation = (char: string) => /[!-/:-@[-`{-~]/.test(char);
const AUTOLINK = /^<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*|[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/;
const ENTITY = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;
const entityDecoder = new MarkdownIt();

type LineStart = 'block' | 'break' | null;

// Where a line starts with something that would begin a block: the index of the character to
// escape. After a line break only what can interrupt a paragraph counts (a list only from 1 and
// with text, a setext underline).
function lineStartEscape(text: string, at: LineStart): number | null {
  if (!at) return null;
  if (/^#{1,6}(?:[ \t]|$)/.test(text) || text.startsWith('>')) return 0;
  if (/^(?:(?:-[ \t]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})$/.test(text)) return 0;
  if (/^(?:`{3,}|~{3,})/.test(text)) return 0;
  if (at === 'block') {
    if (/^[-+*](?:[ \t]|$)/.test(text)) return 0;
    const number = /^\d{1,9}(?=[.)](?:[ \t]|$))/.exec(text);
    if (number) return number[0].length;
    return null;
  }
  // A table's delimiter row turns the line above into a table's header.
  if (text.includes('|') && /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/.test(text)) return 0;
  if (/^[-+*][ \t]+\S/.test(text)) return 0;
  if (/^1[.)][ \t]+\S/.test(text)) return 1;
  if (/^(?:=+|-+)[ \t]*$/.test(text)) return 0;
  return null;
}

export function escapeText(text: string, context: { before: string; after: string; lineStart: LineStart; pipes?: boolean; brackets?: boolean }): string {
  const lineEscape = lineStartEscape(text, context.lineStart);
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const previous = index > 0 ? text[index - 1]! : context.before;
    const next = index + 1 < text.length ? text[index + 1]! : context.after;
    let escape = index === lineEscape;
    switch (char) {
      case '\\':
        escape ||= isPunctuation(next) || next === LINE_END || next === UNKNOWN;
        break;
      case '`':
        escape = true;
        break;
      case '*':
        escape ||= !(isSpace(previous) && isSpace(next));
        break;
      case '_':
        escape ||= !((isWordChar(previous) && isWordChar(next)) || (isSpace(previous) && isSpace(next)));
        break;
      case '~':
        escape ||= previous === '~' || next === '~' || previous === UNKNOWN || next === UNKNOWN;
        break;
      case '[':
        escape ||= context.brackets === true;
        break;
      case ']':
        escape ||= context.brackets === true || next === '(' || next === ':' || next === UNKNOWN;
        break;
      case '<':
        escape ||= AUTOLINK.test(text.slice(index));
        break;
      case '&': {
        const entity = ENTITY.exec(text.slice(index))?.[0];
        escape ||= entity !== undefined && entityDecoder.utils.unescapeAll(entity) !== entity;
        break;
      }
      case '|':
        escape ||= context.pipes === true;
        break;
    }
    out += escape ? `\\${char}` : char;
  }
  return out;
}

// Paragraphs whose first text must not start a callout: the first one of a plain quote.
const quoteOpenings = new WeakSet<ProseMirrorNode>();

// The character beside a text: a marked text's edges are its marks' delimiters.
function neighbour(parent: ProseMirrorNode, index: number, side: -1 | 1): string {
  const other = index + side;
  if (parent.child(index).marks.length) return UNKNOWN;
  if (other < 0 || other >= parent.childCount) return BLOCK_EDGE;
  return parent.child(other).type.name === 'hardBreak' ? LINE_END : UNKNOWN;
}

// Italic is `_`, except where a `_` would touch a letter or digit (inside a word): there `*`.
function italicDelimiter(parent: ProseMirrorNode, index: number, mark: Mark): string {
  let first = index;
  while (first > 0 && mark.isInSet(parent.child(first - 1).marks)) first -= 1;
  let last = index;
  while (last + 1 < parent.childCount && mark.isInSet(parent.child(last + 1).marks)) last += 1;
  const before = first > 0 ? parent.child(first - 1) : null;
  const after = last + 1 < parent.childCount ? parent.child(last + 1) : null;
  const touches = (node: ProseMirrorNode | null, at: 'start' | 'end') => {
    if (!node?.isText) return false;
    const text = node.text ?? '';
    return isWordChar(at === 'end' ? text.slice(-1) : text.slice(0, 1));
  };
  return touches(before, 'end') || touches(after, 'start') ? '*' : '_';
}

// Two lists of a kind one after the other are one list in Markdown unless their markers differ:
// every second one is written with `*` (or `1)`), and a blank line between, not prosemirror-markdown's two.
function afterListOfSameType(state: SerializerState, parent: ProseMirrorNode, index: number): boolean {
  let count = 0;
  for (let at = index - 1; at >= 0 && parent.child(at).type === parent.child(index).type; at -= 1) count += 1;
  if (count > 0) state.flushClose(2);
  return count % 2 === 1;
}

function isAutolink(mark: Mark, parent: ProseMirrorNode, index: number): boolean {
  if (!mark.attrs.autolink || mark.attrs.title) return false;
  const content = parent.child(index);
  const href = String(mark.attrs.href ?? '');
  if (!content.isText || content.marks[content.marks.length - 1] !== mark) return false;
  if (content.text !== href && `mailto:${content.text}` !== href) return false;
  return index === parent.childCount - 1 || !mark.isInSet(parent.child(index + 1).marks);
}

function balancedParentheses(address: string): boolean {
  let depth = 0;
  for (const char of address) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function destination(address: string): string {
  if (!address || /[\s<>]/.test(address) || !balancedParentheses(address)) return `<${address.replace(/[<>\\]/g, '\\$&')}>`;
  return address;
}

const title = (value: unknown) => (value ? ` "${String(value).replace(/["\\]/g, '\\$&')}"` : '');
// Brackets in alt text are escaped whatever their neighbours: the label ends at the first unbalanced `]`.
const imageMarkdown = (src: unknown, alt: unknown, caption: unknown) => {
  const label = escapeText(String(alt ?? ''), { before: '[', after: ']', lineStart: null, brackets: true });
  return `![${label}](${destination(String(src ?? ''))}${title(caption)})`;
};

function createSerializer(inTable: boolean): MarkdownSerializer {
  const cellSerializer = () => (inTable ? serializer : (tableCells ??= createSerializer(true)));
  let tableCells: MarkdownSerializer | undefined;
  const serializer: MarkdownSerializer = new MarkdownSerializer(
    {
      doc(state, node) {
        state.renderContent(node);
      },
      paragraph(state, node) {
        state.renderInline(node);
        state.closeBlock(node);
      },
      heading(state, node) {
        state.write(`${'#'.repeat(Number(node.attrs.level))} `);
        state.renderInline(node, false);
        state.closeBlock(node);
      },
      blockquote(state, node) {
        if (node.firstChild?.type.name === 'paragraph') quoteOpenings.add(node.firstChild);
        state.wrapBlock('> ', null, node, () => state.renderContent(node));
      },
      callout(state, node) {
        state.wrapBlock('> ', null, node, () => {
          state.write(CALLOUT_MARKER);
          state.ensureNewLine();
          state.renderContent(node);
        });
      },
      codeBlock(state, node) {
        const backticks = node.textContent.match(/`{3,}/gm);
        const fence = backticks ? `${backticks.sort().slice(-1)[0]}\`` : '```';
        state.write(`${fence}${(node.attrs.language as string | null) ?? ''}\n`);
        if (node.textContent) {
          state.text(node.textContent, false);
          state.ensureNewLine();
        }
        state.write(fence);
        state.closeBlock(node);
      },
      horizontalRule(state, node) {
        state.write('---');
        state.closeBlock(node);
      },
      bulletList(state, node, parent, index) {
        const bullet = afterListOfSameType(state as SerializerState, parent, index) ? '*' : '-';
        state.renderList(node, '  ', () => `${bullet} `);
      },
      orderedList(state, node, parent, index) {
        const delimiter = afterListOfSameType(state as SerializerState, parent, index) ? ')' : '.';
        const start = Number(node.attrs.start ?? 1);
        const width = String(start + node.childCount - 1).length;
        state.renderList(node, ' '.repeat(width + 2), (item) => `${start + item}${delimiter} `);
      },
      listItem(state, node) {
        state.renderContent(node);
      },
      // A line break is a plain newline (breaks: true). One at a line's start (the block's first,
      // or after another) is written `\` so it is not a blank line; one at the block's end has no
      // Markdown and goes. In a table cell it is a space: a row is one line.
      hardBreak(state, node, parent, index) {
        if (inTable) {
          state.write(' ');
          return;
        }
        let following = false;
        for (let at = index + 1; at < parent.childCount; at += 1) {
          const next = parent.child(at);
          if (next.type !== node.type && !(next.isText && !next.text?.trim())) following = true;
        }
        if (!following) return;
        // Spaces alone before it are dropped (text), so they do not count as the line's content.
        let before = index - 1;
        while (before >= 0 && parent.child(before).isText && !parent.child(before).text?.trim()) before -= 1;
        const atLineStart = before < 0 || parent.child(before).type === node.type;
        state.write(atLineStart ? '\\\n' : '\n');
      },
      text(rawState, node, parent, index) {
        const state = rawState as SerializerState;
        if (state.inAutolink) {
          state.text(node.text ?? '', false);
          return;
        }
        let text = node.text ?? '';
        const lineStart: LineStart = inTable ? null : state.atBlockStart ? 'block' : index > 0 && state.atBlank() ? 'break' : null;
        // Spaces at a line's start are not kept by Markdown (four would start a code block).
        if (lineStart) text = text.replace(/^[ \t]+/, '');
        // A heading's closing `#`s are not its text: `## C #` is the heading "C".
        let suffix = '';
        const closing = parent.type.name === 'heading' && index === parent.childCount - 1 ? /(^|[ \t])(#+[ \t]*)$/.exec(text) : null;
        if (closing) {
          suffix = `\\${closing[2]}`;
          text = text.slice(0, text.length - closing[2]!.length);
        }
        let prefix = '';
        if (index === 0 && state.atBlockStart && quoteOpenings.has(parent) && text.startsWith(CALLOUT_MARKER)) {
          prefix = '\\[';
          text = text.slice(1);
        }
        // A link's text ends at the first unbalanced bracket: brackets in it are escaped.
        const inLink = node.marks.some((mark) => mark.type.name === 'link');
        const escaped = escapeText(text, {
          brackets: inLink,
          before: prefix ? '[' : neighbour(parent, index, -1),
          after: neighbour(parent, index, 1),
          lineStart: prefix ? null : lineStart,
          pipes: inTable,
        });
        state.text(prefix + escaped + suffix, false);
      },
      image(state, node) {
        state.write(imageMarkdown(node.attrs.src, node.attrs.alt, node.attrs.title));
      },
      figure(state, node) {
        state.write(imageMarkdown(node.attrs.src, node.attrs.alt, node.attrs.caption));
        state.closeBlock(node);
      },
      table(state, node) {
        const rows: string[][] = [];
        const aligns: Array<CellAlign | null> = [];
        node.forEach((row) => {
          const cells: string[] = [];
          row.forEach((cell, _, column) => {
            if (rows.length === 0) aligns[column] = (cell.attrs.align as CellAlign | null) ?? null;
            cells.push(tableCell(cellSerializer(), cell));
          });
          rows.push(cells);
        });
        const columns = Math.max(1, ...rows.map((row) => row.length));
        const line = (cells: string[]) => `| ${Array.from({ length: columns }, (_, column) => cells[column] ?? '').join(' | ')} |`;
        const rule = (align: CellAlign | null | undefined) => (align === 'center' ? ':---:' : align === 'left' ? ':---' : align === 'right' ? '---:' : '---');
        const lines = [line(rows[0] ?? []), line(Array.from({ length: columns }, (_, column) => rule(aligns[column]))), ...rows.slice(1).map(line)];
        state.text(lines.join('\n'), false);
        state.closeBlock(node);
      },
    },
    {
      italic: {
        open: (_state, mark, parent, index) => italicDelimiter(parent, index, mark),
        close: (_state, mark, parent, index) => italicDelimiter(parent, index - 1, mark),
        mixable: true,
        expelEnclosingWhitespace: true,
      },
      bold: { open: '**', close: '**', mixable: true, expelEnclosingWhitespace: true },
      strike: { open: '~~', close: '~~', mixable: true, expelEnclosingWhitespace: true },
      link: {
        open(rawState, mark, parent, index) {
          const state = rawState as SerializerState;
          state.inAutolink = isAutolink(mark, parent, index);
          return state.inAutolink ? '<' : '[';
        },
        close(rawState, mark) {
          const state = rawState as SerializerState;
          const autolink = state.inAutolink;
          state.inAutolink = undefined;
          return autolink ? '>' : `](${destination(String(mark.attrs.href ?? ''))}${title(mark.attrs.title)})`;
        },
        mixable: true,
      },
      code: {
        open: (_state, _mark, parent, index) => backticksFor(parent.child(index), -1),
        close: (_state, _mark, parent, index) => backticksFor(parent.child(index - 1), 1),
        escape: false,
      },
    },
    { hardBreakNodeName: 'hardBreak', strict: true },
  );
  return serializer;
}

// A cell is one line: its blocks joined by spaces.
function tableCell(serializer: MarkdownSerializer, cell: ProseMirrorNode): string {
  return serializer.serialize(cell).trim().replace(/\s*\n\s*/g, ' ');
}

// A code span's backticks: more than the longest run inside, with spaces when it has any.
function backticksFor(node: ProseMirrorNode, side: -1 | 1): string {
  let longest = 0;
  for (const run of (node.isText ? node.text ?? '' : '').match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const ticks = '`'.repeat(longest + 1);
  if (!longest) return ticks;
  return side > 0 ? ` ${ticks}` : `${ticks} `;
}

const parsers = new WeakMap<Schema, MarkdownParser>();
let serializer: MarkdownSerializer | undefined;
let schema: Schema | undefined;

// The schema of editorExtensions(), for converting outside an editor (tests, the server).
export function editorSchema(): Schema {
  return (schema ??= getSchema(editorExtensions()));
}

// Markdown to a document of the given schema (the editor's own: `editor.schema`).
export function markdownToNode(targetSchema: Schema, markdown: string): ProseMirrorNode {
  let parser = parsers.get(targetSchema);
  if (!parser) {
    parser = createParser(targetSchema);
    parsers.set(targetSchema, parser);
  }
  return parser.parse(markdown);
}

// A document (`editor.state.doc`) to Markdown: no blank lines before or after.
export function nodeToMarkdown(doc: ProseMirrorNode): string {
  serializer ??= createSerializer(false);
  return serializer.serialize(withoutEmptyEmphasis(doc)).replace(/^\n+/, '').replace(/\s+$/, '');
}

// Bold, italic or strike on spaces alone has no Markdown (`** **` is not bold): the spaces are
// written plain.
function withoutEmptyEmphasis(doc: ProseMirrorNode): ProseMirrorNode {
  const transform = new Transform(doc);
  doc.descendants((node, position) => {
    if (!node.isText || node.text?.trim()) return;
    for (const mark of node.marks) {
      if (['bold', 'italic', 'strike'].includes(mark.type.name)) transform.removeMark(position, position + node.nodeSize, mark.type);
    }
  });
  return transform.doc;
}

export function markdownToDoc(markdown: string): JSONContent {
  return markdownToNode(editorSchema(), markdown).toJSON() as JSONContent;
}

export function docToMarkdown(doc: JSONContent): string {
  return nodeToMarkdown(editorSchema().nodeFromJSON(doc));
}
