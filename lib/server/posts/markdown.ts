import 'server-only';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { calloutPlugin } from '@/lib/markdown/callout';
import { figurePlugin } from '@/lib/markdown/figure';
import { EXCERPT_LENGTH } from '@/lib/posts/preview';

// A post's body is Markdown (CommonMark with tables, strikethrough and autolinks). It is rendered
// here, on the server, and the HTML then goes through an allowlist, so nothing a staff member types
// can run script: raw HTML is never parsed (html: false), markdown-it refuses javascript:, vbscript:
// and file: links, and the sanitiser keeps only the tags, attributes and URL schemes below.
// Plain-text posts written before Markdown render as before: paragraphs, and line breaks kept
// (breaks: true). Two elements of the visual editor (issue 44) come from plugins the editor's
// parser shares (lib/markdown/): a `> [!NOTE]` quote is a callout box (<aside class="callout">),
// and an image alone in its paragraph with a title a figure with that title as its caption.

export type PostHeading = { id: string; level: 2 | 3 | 4; text: string };
export type RenderedBody = { html: string; headings: PostHeading[] };

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false }).use(calloutPlugin).use(figurePlugin);

// The page's title is the only h1; a post's headings are h2 to h4 whatever level was typed.
const clampLevel = (level: number): 2 | 3 | 4 => (level <= 2 ? 2 : level >= 4 ? 4 : 3);

// An anchor from a heading's text: lower case, letters and digits joined by hyphens (German
// letters transliterated, as for post addresses).
export function headingAnchor(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

const ALLOWED = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre', 'hr', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'aside', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'loading', 'decoding', 'srcset', 'sizes'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // Table cells may carry markdown-it's alignment, and nothing else.
  // The callout box is the only element with a class.
  allowedClasses: { aside: ['callout'] },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
} satisfies sanitizeHtml.IOptions;

// Widths an uploaded image in the text is offered in (Next's image sizes, so the optimiser accepts
// them): a phone downloads a phone-sized copy. The article column is at most 864 px wide.
const BODY_IMAGE_WIDTHS = [640, 828, 1200, 1920];
const UPLOADED_IMAGE = /^\/(?:api\/v1\/)?uploads\/[A-Za-z0-9-]+\.(?:webp|jpe?g|png|gif|avif)$/;

function responsiveSources(src: string): { srcset?: string; sizes?: string } {
  if (!UPLOADED_IMAGE.test(src)) return {};
  const url = encodeURIComponent(src);
  return {
    srcset: BODY_IMAGE_WIDTHS.map((width) => `/_next/image?url=${url}&w=${width}&q=75 ${width}w`).join(', '),
    sizes: '(min-width: 896px) 864px, 100vw',
  };
}

function isExternal(href: string, siteHost: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== siteHost;
  } catch {
    return false; // a relative address: this site
  }
}

// Renders a post's Markdown to sanitised HTML, with the list of its headings (for a table of
// contents). `siteUrl` tells the firm's own links from external ones, which open in a new tab
// with rel="noopener noreferrer".
export function renderPostBody(source: string, siteUrl: string): RenderedBody {
  const env = {};
  const tokens = markdown.parse(source, env);
  const headings: PostHeading[] = [];
  const used = new Map<string, number>();
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') return;
    const level = clampLevel(Number(token.tag.slice(1)));
    token.tag = `h${level}`;
    if (token.type !== 'heading_open') return;
    const text = (tokens[index + 1]?.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('')
      .trim();
    const base = headingAnchor(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    token.attrSet('id', id);
    headings.push({ id, level, text });
  });
  const siteHost = new URL(siteUrl).host;
  const html = sanitizeHtml(markdown.renderer.render(tokens, markdown.options, env), {
    ...ALLOWED,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const linkAttributes: sanitizeHtml.Attributes = isExternal(href, siteHost) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
        return { tagName, attribs: linkAttributes };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { src: attribs.src ?? '', alt: attribs.alt ?? '', ...responsiveSources(attribs.src ?? ''), loading: 'lazy', decoding: 'async' },
      }),
    },
  });
  return { html, headings };
}

// The words of a post without Markdown syntax, for previews, descriptions and reading time:
// block ends and line breaks become spaces.
export function postPlainText(source: string): string {
  const parts: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
        else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
        else if (child.type === 'image') parts.push(child.content ? ` ${child.content} ` : ' ');
      }
    } else if (token.type.endsWith('_close') || token.type === 'fence' || token.type === 'code_block') {
      if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content);
      parts.push(' ');
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

// A slice of a string keeps the whole string alive in V8: each excerpt held its post's whole plain
// text, about 30 MB of the blog search's posts at 10,000 posts of 3 KB (search.ts keeps the cards).
// A round trip through UTF-16 bytes gives the same code units in a string of their own.
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}

// The excerpt every post DTO carries (toPostDto, lib/posts/post.ts): the start of the text as
// read, which previews are cut from.
export function postExcerpt(source: string): string {
  return ownCopy(postPlainText(source).slice(0, EXCERPT_LENGTH));
}
