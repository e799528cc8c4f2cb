// The editor's toolbar and shortcuts as text edits on the Markdown, apart from the browser so
// they can be tested: each takes the text and the selection and returns both changed.
//
// They act like a word processor's buttons: with a selection they format the selection; without
// one they start the format at the caret, so typing goes on inside it; applied again they undo it.

export type Selection = { text: string; start: number; end: number };
export type InlineEdit = 'bold' | 'italic' | 'link';
export type LineEdit = 'heading' | 'bulletList' | 'numberedList' | 'quote';

const MARK: Record<Exclude<InlineEdit, 'link'>, string> = { bold: '**', italic: '_' };

export function applyInline(selection: Selection, edit: InlineEdit): Selection {
  if (edit === 'link') return toggleLink(selection);
  return selection.start === selection.end ? markAtCaret(selection, MARK[edit]) : toggleMarks(selection, MARK[edit]);
}

// Without a selection: an empty pair at the caret is removed (pressed twice); at the end of a
// formatted run, before its closing mark, the caret steps past the mark so typing goes on plain;
// anywhere else a pair is inserted with the caret between (inside a run this ends it and starts
// it again after the caret).
function markAtCaret({ text, start }: Selection, mark: string): Selection {
  const before = text.slice(start - mark.length, start) === mark;
  const after = text.startsWith(mark, start);
  if (before && after) {
    const caret = start - mark.length;
    return { text: text.slice(0, caret) + text.slice(start + mark.length), start: caret, end: caret };
  }
  const lineBefore = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
  if (after && lineBefore.split(mark).length % 2 === 0) {
    const caret = start + mark.length;
    return { text, start: caret, end: caret };
  }
  const caret = start + mark.length;
  return { text: text.slice(0, start) + mark + mark + text.slice(start), start: caret, end: caret };
}

// With a selection: each selected line's words (the marks must touch them: `**word **` is not
// bold in Markdown, so spaces at the edges stay outside) are wrapped, or, when every line is
// already wrapped, unwrapped. Marks inside the selection are dropped so a half-bold phrase
// becomes bold as a whole. The selection stays on the same words.
function toggleMarks({ text, start, end }: Selection, mark: string): Selection {
  const parts = lineParts(text, start, end).map((part) => ({ ...part, ...marksAround(text, part, mark) }));
  if (parts.length === 0) return markAtCaret({ text, start: end, end }, mark);
  const unwrap = parts.every((part) => part.left && part.right);
  let result = '';
  let copied = 0;
  let selectionStart = 0;
  let selectionEnd = 0;
  parts.forEach(({ from, to, left, right }, index) => {
    // What replaces text[from, to], and how far its words sit from either end of it.
    let replaced = text.slice(from, to);
    let [wordsFrom, wordsTo] = [left === 'inside' ? mark.length : 0, right === 'inside' ? mark.length : 0];
    if (unwrap) {
      replaced = replaced.slice(wordsFrom, replaced.length - wordsTo);
      [wordsFrom, wordsTo] = [0, 0];
    } else if (!(left && right)) {
      replaced = mark + replaced.split(mark).join('') + mark;
      [wordsFrom, wordsTo] = [mark.length, mark.length];
    }
    result += text.slice(copied, unwrap && left === 'outside' ? from - mark.length : from);
    if (index === 0) selectionStart = result.length + wordsFrom;
    result += replaced;
    if (index === parts.length - 1) selectionEnd = result.length - wordsTo;
    copied = unwrap && right === 'outside' ? to + mark.length : to;
  });
  return { text: result + text.slice(copied), start: selectionStart, end: selectionEnd };
}

type Part = { from: number; to: number };

// The selected stretch of each line, without the spaces at its edges; blank lines have none.
function lineParts(text: string, start: number, end: number): Part[] {
  const parts: Part[] = [];
  let lineFrom = start;
  for (const line of text.slice(start, end).split('\n')) {
    const words = line.trim();
    const from = lineFrom + line.length - line.trimStart().length;
    if (words) parts.push({ from, to: from + words.length });
    lineFrom += line.length + 1;
  }
  return parts;
}

// Where a stretch's marks are on either side: just outside it, as its own first or last
// characters (a selection made with the marks), or missing.
function marksAround(text: string, { from, to }: Part, mark: string) {
  const words = text.slice(from, to);
  const left = text.slice(from - mark.length, from) === mark ? 'outside' : words.startsWith(mark) ? 'inside' : null;
  const right = text.startsWith(mark, to) ? 'outside' : words.endsWith(mark) ? 'inside' : null;
  const overlapping = left === 'inside' && right === 'inside' && words.length < 2 * mark.length;
  return overlapping ? { left: null, right: null } : { left, right };
}

const NEW_LINK_ADDRESS = 'https://';

// A link. With a selection: the selection becomes the link's text and its address is selected to
// type over; a selected link (or a link's selected text) becomes plain text again. Without one:
// `[](https://)` with the caret in the brackets to type the text; applied again there it selects
// the address to type, or, with no text typed yet, removes the link; in the address it steps past
// the closing parenthesis so typing goes on after the link.
function toggleLink({ text, start, end }: Selection): Selection {
  if (start === end) return linkAtCaret(text, start);
  const [part] = lineParts(text, start, end);
  const from = part?.from ?? start;
  const to = part?.to ?? end;
  const selected = text.slice(from, to);
  const whole = /^\[([^\]\n]*)\]\([^)\s]*\)$/.exec(selected);
  if (whole) {
    const label = whole[1] ?? '';
    return { text: text.slice(0, from) + label + text.slice(to), start: from, end: from + label.length };
  }
  const address = /^\]\([^)\s]*\)/.exec(text.slice(to));
  if (text[from - 1] === '[' && address && !selected.includes('[') && !selected.includes(']')) {
    return { text: text.slice(0, from - 1) + selected + text.slice(to + address[0].length), start: from - 1, end: to - 1 };
  }
  const label = selected.replace(/[[\]]/g, '');
  const inserted = `[${label}](${NEW_LINK_ADDRESS})`;
  const addressAt = from + label.length + 3;
  return { text: text.slice(0, from) + inserted + text.slice(to), start: addressAt, end: addressAt + NEW_LINK_ADDRESS.length };
}

function linkAtCaret(text: string, caret: number): Selection {
  const lineBefore = text.slice(text.lastIndexOf('\n', caret - 1) + 1, caret);
  const after = text.slice(caret);
  const inLabel = /\[[^\]\n]*$/.test(lineBefore) ? /^([^[\]\n]*)\]\(([^)\s]*)\)/.exec(after) : null;
  if (inLabel) {
    const [link, labelRest = '', address = ''] = inLabel;
    const labelStart = caret - (lineBefore.length - lineBefore.lastIndexOf('['));
    const label = text.slice(labelStart + 1, caret) + labelRest;
    if (!label) return { text: text.slice(0, labelStart) + text.slice(caret + link.length), start: labelStart, end: labelStart };
    const addressStart = caret + labelRest.length + 2;
    return { text, start: addressStart, end: addressStart + address.length };
  }
  const inAddress = /\]\([^)\s]*$/.test(lineBefore) ? /^[^)\s]*\)/.exec(after) : null;
  if (inAddress) return { text, start: caret + inAddress[0].length, end: caret + inAddress[0].length };
  const inserted = `[](${NEW_LINK_ADDRESS})`;
  return { text: text.slice(0, caret) + inserted + text.slice(caret), start: caret + 1, end: caret + 1 };
}

// A line's own prefixes: a quote's `> `, then one block marker (heading, bullet or number).
const QUOTE = /^> ?/;
const BLOCK = /^(?:#{1,6} |[-*+] |\d+[.)] )/;
const IS: Record<Exclude<LineEdit, 'quote'>, RegExp> = {
  heading: /^## /,
  bulletList: /^[-*+] /,
  numberedList: /^\d+[.)] /,
};

type LineChange = { keep: string; old: string; new: string; rest: string };

// Headings, lists and quotes work on whole lines: every line the selection touches gets the
// marker, replacing another kind (a bullet becomes a number), or, when all already have it, loses
// it. A heading or list keeps a quote's `> ` before it. Of several lines, blank ones are skipped.
// The caret or selection stays on the same words, so after a click on an empty line the caret is
// after the new marker and typing goes on in the heading or list.
export function applyLines({ text, start, end }: Selection, edit: LineEdit): Selection {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const skipBlank = lines.length > 1;
  const split = lines.map((line) => splitLine(line, edit));
  const touched = split.filter((line) => !(skipBlank && !line.old && !line.rest.trim()));
  const allHave = touched.every((line) => (edit === 'quote' ? QUOTE.test(line.old) : IS[edit].test(line.old)));
  let number = edit === 'numberedList' ? numberBefore(text, lineStart) : 0;
  const changes = split.map((line) => {
    if (!touched.includes(line) || allHave) return { ...line, new: touched.includes(line) ? '' : line.old };
    number += 1;
    return { ...line, new: edit === 'quote' ? '> ' : edit === 'heading' ? '## ' : edit === 'bulletList' ? '- ' : `${number}. ` };
  });
  const changed = changes.map((line) => line.keep + line.new + line.rest).join('\n');
  return {
    text: text.slice(0, lineStart) + changed + text.slice(lineEnd),
    start: lineStart + movedOffset(changes, start - lineStart),
    end: lineStart + movedOffset(changes, end - lineStart),
  };
}

function splitLine(line: string, edit: LineEdit): Omit<LineChange, 'new'> {
  if (edit === 'quote') {
    const quote = QUOTE.exec(line)?.[0] ?? '';
    return { keep: '', old: quote, rest: line.slice(quote.length) };
  }
  const keep = QUOTE.exec(line)?.[0] ?? '';
  const old = BLOCK.exec(line.slice(keep.length))?.[0] ?? '';
  return { keep, old, rest: line.slice(keep.length + old.length) };
}

// A numbered list goes on from the item just above.
function numberBefore(text: string, lineStart: number): number {
  if (lineStart === 0) return 0;
  const previous = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
  return Number(/^(?:> ?)?(\d+)[.)] /.exec(previous)?.[1] ?? 0);
}

// Where an offset into the changed lines moves: inside a replaced marker it lands after the new one.
function movedOffset(lines: LineChange[], offset: number): number {
  let oldAt = 0;
  let newAt = 0;
  for (const line of lines) {
    const oldLength = line.keep.length + line.old.length + line.rest.length;
    if (offset <= oldAt + oldLength) {
      const within = offset - oldAt;
      if (within < line.keep.length) return newAt + within;
      if (within <= line.keep.length + line.old.length) return newAt + line.keep.length + line.new.length;
      return newAt + within - line.old.length + line.new.length;
    }
    oldAt += oldLength + 1;
    newAt += line.keep.length + line.new.length + line.rest.length + 1;
  }
  // Just past the last line's break (a selection of whole lines with their break).
  return newAt;
}

// Enter in a list or quote starts the next item (numbered one on); Enter on an empty item ends
// the list with a blank line, so what follows is a paragraph. Null: the browser's own Enter.
export function continueBlock({ text, start, end }: Selection): Selection | null {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const line = text.slice(lineStart, start);
  const prefix = /^(> ?)?(?:([-*+] )|(\d+)([.)]) )?/.exec(line)!;
  if (!prefix[0] || start - lineStart < prefix[0].length) return null;
  const lineEnd = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end);
  if (start === end && line === prefix[0] && !text.slice(end, lineEnd).trim()) {
    const withoutMarker = text.slice(0, lineStart) + '\n' + text.slice(lineEnd);
    return { text: withoutMarker, start: lineStart + 1, end: lineStart + 1 };
  }
  const next = (prefix[1] ?? '') + (prefix[2] ?? (prefix[3] ? `${Number(prefix[3]) + 1}${prefix[4]} ` : ''));
  const inserted = '\n' + next;
  return { text: text.slice(0, start) + inserted + text.slice(end), start: start + inserted.length, end: start + inserted.length };
}

// A block (image, table) on a paragraph of its own at the caret, without the spaces around it.
function insertBlock({ text, start, end }: Selection, block: string): { text: string; at: number } {
  const before = text.slice(0, start).replace(/[ \t]+$/, '');
  const after = text.slice(end).replace(/^[ \t]+/, '');
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { text: before + lead + block + trail + after, at: before.length + lead.length };
}

// An image from the upload, with its alt text, on a paragraph of its own at the cursor.
export function insertImage(selection: Selection, alt: string, url: string): Selection {
  const safeAlt = alt.replace(/[[\]\n]/g, ' ').trim();
  const image = `![${safeAlt}](${url})`;
  const { text, at } = insertBlock(selection, image);
  return { text, start: at + image.length, end: at + image.length };
}

const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

// A table. With the caret or selection in a table, the table goes back to lines of cells
// separated by tabs (an empty one goes away); with a selection, its lines become rows (cells
// split at tabs, as pasted from a spreadsheet; the first line the header), and the table is
// selected; without one, an empty table of two columns, the caret in its first heading cell.
export function toggleTable({ text, start, end }: Selection): Selection {
  const table = tableAround(text, start, end);
  if (table) return untable(text, table);
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (start === end || !text.slice(start, end).trim()) {
    const inserted = insertBlock({ text, start: end, end }, '|  |  |\n| --- | --- |\n|  |  |');
    return { text: inserted.text, start: inserted.at + 2, end: inserted.at + 2 };
  }
  const nextBreak = text.indexOf('\n', text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const rows = text
    .slice(lineStart, lineEnd)
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.split('\t').map((cell) => cell.trim().replace(/\|/g, '\\|')));
  const columns = Math.max(...rows.map((row) => row.length));
  const row = (cells: string[]) => `| ${Array.from({ length: columns }, (_, index) => cells[index] ?? '').join(' | ')} |`;
  const block = [row(rows[0] ?? []), row(Array(columns).fill('---')), ...rows.slice(1).map(row)].join('\n');
  const inserted = insertBlock({ text, start: lineStart, end: lineEnd }, block);
  return { text: inserted.text, start: inserted.at, end: inserted.at + block.length };
}

// The lines starting with `|` around the selection, when they hold a header and delimiter row.
function tableAround(text: string, start: number, end: number): { from: number; to: number; lines: string[] } | null {
  const lines = text.split('\n');
  const line = (index: number) => lines[index] ?? '';
  let offset = 0;
  const starts = lines.map((line) => ((offset += line.length + 1), offset - line.length - 1));
  const lineOf = (position: number) => starts.findLastIndex((lineAt) => lineAt <= position);
  const isRow = (index: number) => index >= 0 && index < lines.length && line(index).trimStart().startsWith('|');
  let first = lineOf(start);
  let last = lineOf(end);
  for (let index = first; index <= last; index += 1) if (!isRow(index)) return null;
  while (isRow(first - 1)) first -= 1;
  while (isRow(last + 1)) last += 1;
  if (last - first < 1 || !DELIMITER_ROW.test(line(first + 1))) return null;
  return { from: starts[first] ?? 0, to: (starts[last] ?? 0) + line(last).length, lines: lines.slice(first, last + 1) };
}

function untable(text: string, table: { from: number; to: number; lines: string[] }): Selection {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\|/, '')
      .replace(/(?<!\\)\|$/, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
  const rows = table.lines.filter((_, index) => index !== 1).map(cells);
  const before = text.slice(0, table.from);
  const after = text.slice(table.to);
  if (rows.every((row) => row.every((cell) => !cell))) {
    const kept = before.replace(/\n+$/, '');
    const rest = after.replace(/^\n+/, '');
    const joined = kept && rest ? kept + '\n\n' + rest : kept + rest;
    return { text: joined, start: kept.length, end: kept.length };
  }
  const lines = rows.map((row) => row.join('\t')).join('\n');
  return { text: before + lines + after, start: before.length, end: before.length + lines.length };
}

// The smallest replacement that turns one text into another: applied as typing (through the
// browser's own editing), it keeps the browser's undo history.
export function textChange(from: string, to: string): { start: number; end: number; insert: string } | null {
  if (from === to) return null;
  let head = 0;
  while (head < from.length && head < to.length && from[head] === to[head]) head += 1;
  let tail = 0;
  while (tail < from.length - head && tail < to.length - head && from[from.length - 1 - tail] === to[to.length - 1 - tail]) tail += 1;
  return { start: head, end: from.length - tail, insert: to.slice(head, to.length - tail) };
}

// Keyboard shortcuts of the editor: Ctrl (Cmd on a Mac) with B, I or K.
export function shortcutEdit(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): InlineEdit | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  return ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase() as 'b' | 'i' | 'k'] ?? null;
}
