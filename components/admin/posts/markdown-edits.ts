// The editor's toolbar and shortcuts as text edits on the Markdown, apart from the browser so
// they can be tested: each takes the text and the selection and returns both changed.

export type Selection = { text: string; start: number; end: number };
export type InlineEdit = 'bold' | 'italic' | 'link';
export type LineEdit = 'heading' | 'bulletList' | 'numberedList' | 'quote';

const WRAP: Record<Exclude<InlineEdit, 'link'>, { mark: string; placeholder: string }> = {
  bold: { mark: '**', placeholder: 'bold text' },
  italic: { mark: '_', placeholder: 'italic text' },
};

// Bold and italic wrap the selection (or a placeholder, selected, to type over); applied again to
// a wrapped selection they unwrap it. A link wraps the selection as its text and selects the
// address to type.
export function applyInline({ text, start, end }: Selection, edit: InlineEdit): Selection {
  const selected = text.slice(start, end);
  if (edit === 'link') {
    const label = selected || 'link text';
    const url = 'https://';
    const inserted = `[${label}](${url})`;
    const urlStart = start + label.length + 3;
    return { text: text.slice(0, start) + inserted + text.slice(end), start: urlStart, end: urlStart + url.length };
  }
  const { mark, placeholder } = WRAP[edit];
  const before = text.slice(start - mark.length, start);
  const after = text.slice(end, end + mark.length);
  if (selected && before === mark && after === mark) {
    return { text: text.slice(0, start - mark.length) + selected + text.slice(end + mark.length), start: start - mark.length, end: end - mark.length };
  }
  const inner = selected || placeholder;
  return { text: text.slice(0, start) + mark + inner + mark + text.slice(end), start: start + mark.length, end: start + mark.length + inner.length };
}

const LINE_PREFIX: Record<LineEdit, (index: number) => string> = {
  heading: () => '## ',
  bulletList: () => '- ',
  numberedList: (index) => `${index + 1}. `,
  quote: () => '> ',
};
const ANY_PREFIX: Record<LineEdit, RegExp> = {
  heading: /^#{1,6} /,
  bulletList: /^[-*+] /,
  numberedList: /^\d+\. /,
  quote: /^> ?/,
};

// Headings, lists and quotes work on whole lines: every line the selection touches gets the
// prefix, or, when all already have it, loses it.
export function applyLines({ text, start, end }: Selection, edit: LineEdit): Selection {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const pattern = ANY_PREFIX[edit];
  const allHave = lines.every((line) => pattern.test(line));
  const changed = lines.map((line, index) => (allHave ? line.replace(pattern, '') : LINE_PREFIX[edit](index) + line.replace(ANY_PREFIX[edit], ''))).join('\n');
  const newText = text.slice(0, lineStart) + changed + text.slice(lineEnd);
  return { text: newText, start: lineStart, end: lineStart + changed.length };
}

// An image from the upload, with its alt text, on a paragraph of its own at the cursor.
export function insertImage({ text, start, end }: Selection, alt: string, url: string): Selection {
  const safeAlt = alt.replace(/[[\]\n]/g, ' ').trim();
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const image = `![${safeAlt}](${url})`;
  const cursor = before.length + lead.length + image.length;
  return { text: before + lead + image + trail + after, start: cursor, end: cursor };
}

// Keyboard shortcuts of the editor: Ctrl (Cmd on a Mac) with B, I or K.
export function shortcutEdit(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): InlineEdit | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  return ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase() as 'b' | 'i' | 'k'] ?? null;
}
