import type MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';

// A callout box (issue 44) in GitHub's alert syntax: a quote whose first line is `[!NOTE]`.
//
//   > [!NOTE]
//   > Bring your passport to the appointment.
//
// The quote becomes `<aside class="callout">` without the marker line. Only NOTE: the one kind of
// box the editor offers. Shared by the page's renderer (lib/server/posts/markdown.ts) and the
// editor's parser (lib/editor/markdown.ts), so both read the same Markdown the same way.

export const CALLOUT_MARKER = '[!NOTE]';
const MARKER_LINE = /^\[!NOTE\][ \t]*(?:\n|$)/;

function callouts(state: StateCore): void {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index += 1) {
    const open = tokens[index];
    const paragraph = tokens[index + 1];
    const inline = tokens[index + 2];
    if (open?.type !== 'blockquote_open' || paragraph?.type !== 'paragraph_open' || inline?.type !== 'inline') continue;
    if (!MARKER_LINE.test(inline.content)) continue;
    const close = tokens.findIndex((token, at) => at > index && token.type === 'blockquote_close' && token.level === open.level);
    if (close === -1) continue;
    // The marker's own line goes: its text, and the line break after it.
    const children = inline.children ?? [];
    const lineEnd = children.findIndex((child) => child.type === 'softbreak' || child.type === 'hardbreak');
    const rest = lineEnd === -1 ? [] : children.slice(lineEnd + 1);
    const opener = open;
    const closer = tokens[close]!;
    opener.type = 'callout_open';
    opener.tag = 'aside';
    opener.attrSet('class', 'callout');
    closer.type = 'callout_close';
    closer.tag = 'aside';
    if (rest.length) {
      inline.children = rest;
      inline.content = inline.content.replace(MARKER_LINE, '');
    } else {
      // The marker alone in its paragraph (`> [!NOTE]\n>\n> text`): the paragraph goes.
      tokens.splice(index + 1, 3);
    }
  }
}

export function calloutPlugin(markdown: MarkdownIt): void {
  markdown.core.ruler.push('callout', callouts);
}
