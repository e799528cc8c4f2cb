import type MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';

// An image alone in its paragraph with a title, `![alt](src "caption")`, is a figure with the
// title as its caption (issue 44): <figure><img><figcaption>caption</figcaption></figure>.
// Without a title it stays an image in a paragraph, as before, unless `everyImage` is set (the
// editor's parser, lib/editor/markdown.ts, which makes each lone image a figure block). An image in
// a tight list's item (a hidden paragraph) stays where it is.

export type FigureOptions = { everyImage?: boolean };

function figures(state: StateCore, everyImage: boolean): void {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index += 1) {
    const open = tokens[index];
    const inline = tokens[index + 1];
    const close = tokens[index + 2];
    if (open?.type !== 'paragraph_open' || open.hidden || inline?.type !== 'inline' || close?.type !== 'paragraph_close') continue;
    const image = inline.children?.length === 1 ? inline.children[0] : undefined;
    if (image?.type !== 'image') continue;
    const caption = image.attrGet('title') ?? '';
    if (!caption && !everyImage) continue;
    // The caption is shown under the image; a tooltip would repeat it.
    image.attrs = (image.attrs ?? []).filter(([name]) => name !== 'title');
    open.type = 'figure_open';
    open.tag = 'figure';
    close.type = 'figure_close';
    close.tag = 'figure';
    if (!caption) continue;
    const captionOpen = new state.Token('figcaption_open', 'figcaption', 1);
    const captionText = new state.Token('inline', '', 0);
    const text = new state.Token('text', '', 0);
    text.content = caption;
    captionText.content = caption;
    captionText.children = [text];
    const captionClose = new state.Token('figcaption_close', 'figcaption', -1);
    for (const token of [captionOpen, captionText, captionClose]) {
      token.block = true;
      token.level = open.level + 1;
    }
    captionText.level = open.level + 2;
    tokens.splice(index + 2, 0, captionOpen, captionText, captionClose);
    index += 5;
  }
}

export function figurePlugin(markdown: MarkdownIt, options: FigureOptions = {}): void {
  markdown.core.ruler.push('figure', (state) => figures(state, options.everyImage ?? false));
}
