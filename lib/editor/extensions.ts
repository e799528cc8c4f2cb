import { Extension, Node, mergeAttributes, type AnyExtension } from '@tiptap/core';
import { Code } from '@tiptap/extension-code';
import { Image } from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';

// The visual editor's document (issue 44). Posts and newsletter issues stay Markdown
// (lib/editor/markdown.ts converts both ways), so the schema holds only what the page's Markdown
// can say and keeps what it needs to write the same Markdown back: a list's tightness, a table
// column's alignment, whether a link was typed as `<address>`. Nothing here needs a DOM, so
// `getSchema(editorExtensions())` works in unit tests and on the server.

export type CellAlign = 'left' | 'center' | 'right';
const CELL_ALIGNS: ReadonlySet<string> = new Set(['left', 'center', 'right']);

// Addresses a link may have: the web, mail, phone, and the site's own pages (relative) or anchors.
// The renderer's sanitiser allows the same schemes (lib/server/posts/markdown.ts).
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export function isAllowedLinkAddress(address: string): boolean {
  const trimmed = address.trim();
  if (!trimmed || /[\s<>]/.test(trimmed)) return false;
  if (/^(?:\/(?!\/)|#|\?)/.test(trimmed)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (!scheme || !(LINK_PROTOCOLS as readonly string[]).includes(scheme)) return false;
  if (scheme === 'http' || scheme === 'https') {
    try {
      return Boolean(new URL(trimmed).host);
    } catch {
      return false;
    }
  }
  return trimmed.length > scheme.length + 1;
}

// Attributes only the Markdown round trip needs: they render to nothing the page would not.
const MarkdownAttributes = Extension.create({
  name: 'markdownAttributes',
  addGlobalAttributes() {
    return [
      {
        // `- a\n- b` (tight) and `- a\n\n- b` (loose) render differently (paragraphs in the items).
        types: ['bulletList', 'orderedList'],
        attributes: {
          tight: {
            default: true,
            parseHTML: (element) => element.getAttribute('data-tight') !== 'false',
            renderHTML: (attributes) => (attributes.tight ? {} : { 'data-tight': 'false' }),
          },
        },
      },
      {
        // A column's alignment (`:---:`), held by each of its cells as markdown-it renders it.
        types: ['tableHeader', 'tableCell'],
        attributes: {
          align: {
            default: null,
            parseHTML: (element) => {
              const align = element.style.textAlign || element.getAttribute('align') || '';
              return CELL_ALIGNS.has(align) ? align : null;
            },
            renderHTML: (attributes) => (attributes.align ? { style: `text-align: ${String(attributes.align)}` } : {}),
          },
        },
      },
      {
        // A link typed as `<https://…>`: written back the same way while its text is its address.
        types: ['link'],
        attributes: {
          autolink: { default: false, parseHTML: () => false, renderHTML: () => ({}) },
        },
      },
    ];
  },
});

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callout: {
      // Wraps the selected blocks in a callout box, or unwraps them.
      toggleCallout: () => ReturnType;
    };
    figure: {
      // An image on its own line, with alt text and an optional caption.
      setFigure: (attributes: { src: string; alt?: string | null; caption?: string | null }) => ReturnType;
    };
  }
}

// A callout box: GitHub's alert syntax `> [!NOTE]` in Markdown, `<aside class="callout">` on the page.
export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  parseHTML() {
    return [{ tag: 'aside.callout' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['aside', mergeAttributes(HTMLAttributes, { class: 'callout' }), 0];
  },
  addCommands() {
    return {
      toggleCallout:
        () =>
        ({ commands }) =>
          commands.toggleWrap(this.name),
    };
  },
});

// An image alone in its paragraph: `![alt](src "caption")` in Markdown, a figure on the page (a
// caption shown under it when there is one). One unit in the editor (atom): chosen, moved or
// deleted whole, its fields edited in the editor's own dialog.
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: '' },
      alt: { default: null },
      caption: { default: null },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const image = element.querySelector('img');
          if (!image?.getAttribute('src')) return false;
          const caption = element.querySelector('figcaption')?.textContent?.trim();
          return { src: image.getAttribute('src'), alt: image.getAttribute('alt'), caption: caption || null };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const image = ['img', { src: node.attrs.src as string, alt: (node.attrs.alt as string | null) ?? '' }] as const;
    const caption = node.attrs.caption as string | null;
    return caption ? ['figure', {}, image, ['figcaption', {}, caption]] : ['figure', {}, image];
  },
  addCommands() {
    return {
      setFigure:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { alt: null, caption: null, ...attributes } }),
    };
  },
});

// The extensions that make the editor's schema, in a fresh array the editor can add its own
// UI-only extensions to (placeholder, character count).
export function editorExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      // The page's title is the only h1 (renderPostBody clamps headings to h2-h4).
      heading: { levels: [2, 3, 4] },
      underline: false,
      code: false,
      link: false,
    }),
    // Marks nest as Markdown writes them: bold, italic and strike outside, then the link, code
    // innermost (`**[a](b)**`, ``[`npm`](b)``). Code excludes no mark here (TipTap's own excludes
    // all), or `` [`npm`](…) `` would lose its link on opening.
    Code.extend({ priority: 90, excludes: '' }),
    Link.extend({ priority: 95 }).configure({
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      protocols: [...LINK_PROTOCOLS],
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLinkAddress(url),
    }),
    MarkdownAttributes,
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    // An image inside a line of text; an image alone on its line is a Figure.
    Image.configure({ inline: true, allowBase64: false }),
    Figure,
    Callout,
  ];
}
