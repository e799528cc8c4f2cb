import 'server-only';
import { createTranslator } from 'next-intl';
import sanitizeHtml from 'sanitize-html';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import type { IssueBodySource } from '@/lib/newsletter/newsletter-issue';
import { renderPostBody } from '@/lib/server/posts/markdown';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { providerName, type SiteConfig } from '@/lib/site';
import type { Locale } from '@/i18n/locales';
import { escapeHtml } from '@/lib/escape-html';

// One issue as a mail (issue 30): the subject, the preview text (the HTML's hidden first line and
// the text's first line), the body rendered like a post's (Markdown through
// lib/server/posts/markdown.ts: no raw HTML, only its allowlist) or built from the chosen posts,
// then why the reader gets it, a visible unsubscribe link, and the firm's name and postal address.
// One column of inline-styled HTML (mail programs drop style sheets), readable at 360 px. No open
// or click tracking: no images of ours, and every link is the address it names (the posts' own
// pages, the reader's unsubscribe link). The back office's preview shows `html` as sent.

export type IssueContent = {
  locale: Locale;
  subject: string;
  previewText: string;
  bodySource: IssueBodySource;
  body: string;
  // The chosen posts, in order (only for bodySource 'posts'); the caller reads them (issue-content.ts).
  posts: Array<{ title: string; summary: string; url: string }>;
};

export type RenderedIssue = { subject: string; html: string; text: string };

const TEXT_COLOUR = '#1f2937';
const MUTED_COLOUR = '#4b5563';
const LINK_STYLE = 'color:#1d4ed8;text-decoration:underline;';
const STYLES = {
  page: 'margin:0;padding:0;background-color:#f3f4f6;',
  column: `max-width:600px;margin:0 auto;padding:24px 16px;background-color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${TEXT_COLOUR};overflow-wrap:break-word;`,
  firm: `margin:0 0 16px;font-size:14px;color:${MUTED_COLOUR};`,
  title: 'margin:0 0 16px;font-size:24px;line-height:1.3;',
  postTitle: 'margin:24px 0 8px;font-size:20px;line-height:1.3;',
  paragraph: 'margin:0 0 16px;',
  footer: `margin:32px 0 0;padding-top:16px;border-top:1px solid #d1d5db;font-size:14px;color:${MUTED_COLOUR};`,
} as const;

// The inline style each tag of a rendered body gets.
const BODY_TAG_STYLES: Record<string, string> = {
  p: STYLES.paragraph,
  h2: 'margin:24px 0 8px;font-size:20px;line-height:1.3;',
  h3: 'margin:20px 0 8px;font-size:18px;line-height:1.3;',
  h4: 'margin:16px 0 8px;font-size:16px;line-height:1.3;',
  a: LINK_STYLE,
  ul: 'margin:0 0 16px;padding-left:24px;',
  ol: 'margin:0 0 16px;padding-left:24px;',
  blockquote: `margin:0 0 16px;padding-left:12px;border-left:4px solid #d1d5db;color:${MUTED_COLOUR};`,
  pre: 'margin:0 0 16px;padding:12px;background-color:#f3f4f6;white-space:pre-wrap;font-size:14px;',
  code: 'font-family:Consolas,Menlo,monospace;',
  hr: 'border:0;border-top:1px solid #d1d5db;margin:24px 0;',
  img: 'max-width:100%;height:auto;',
  table: 'border-collapse:collapse;margin:0 0 16px;',
  th: 'border:1px solid #d1d5db;padding:4px 8px;',
  td: 'border:1px solid #d1d5db;padding:4px 8px;',
};

// The visual editor's boxes (issue 44) as plain divs: mail programs (Outlook's Word engine above
// all) style <aside>, <figure> and <figcaption> unreliably or not at all.
const BODY_BOX_STYLES: Record<string, string> = {
  aside: `margin:0 0 16px;padding:12px 16px;background-color:#eff6ff;border-left:4px solid #1e40af;color:${TEXT_COLOUR};`,
  figure: 'margin:0 0 16px;',
  figcaption: `margin:8px 0 0;font-size:14px;line-height:1.4;color:${MUTED_COLOUR};`,
};
const asBox = (tagName: string) => ({ tagName: 'div', attribs: { style: BODY_BOX_STYLES[tagName] ?? '' } });

// An issue's mail for any number of recipients: the body (Markdown or posts), the fixed texts and
// the firm's details are rendered once, and `forRecipient` puts one recipient's own unsubscribe
// link (lib/server/newsletter/links.ts) into the footers of the HTML and the text, so a batch of
// the sending job renders its issue once for all its recipients.
export type IssueMail = { forRecipient: (unsubscribeUrl: string) => RenderedIssue };

export async function renderIssueMail(issue: IssueContent): Promise<IssueMail> {
  const [site, messages] = await Promise.all([currentSiteConfig(), loadSiteMessages(issue.locale)]);
  const t = createTranslator({ locale: issue.locale, messages, namespace: 'NewsletterMail' });
  const texts = { readMore: t('readMore'), why: t('why', { firm: site.name }), unsubscribe: t('unsubscribe') };
  const html = issueHtml(issue, site, texts);
  const text = issueText(issue, site, texts);
  return { forRecipient: (unsubscribeUrl) => ({ subject: issue.subject, html: html(unsubscribeUrl), text: text(unsubscribeUrl) }) };
}

// One mail (the back office's preview passes a placeholder address that unsubscribes nobody).
export async function renderIssue(issue: IssueContent, unsubscribeUrl: string): Promise<RenderedIssue> {
  return (await renderIssueMail(issue)).forRecipient(unsubscribeUrl);
}

type FixedTexts = { readMore: string; why: string; unsubscribe: string };

// The body is rendered here, once; the function answers the whole document with a recipient's link.
function issueHtml(issue: IssueContent, site: SiteConfig, texts: FixedTexts): (unsubscribeUrl: string) => string {
  const body = issue.bodySource === 'posts' ? postsHtml(issue.posts, texts) : markdownHtml(issue.body, site.url);
  // The preheader: mail programs show it after the subject; hidden in the mail itself.
  const preheader = issue.previewText
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(issue.previewText)}</div>`
    : '';
  return (unsubscribeUrl) =>
    [
      '<!DOCTYPE html>',
      `<html lang="${escapeHtml(issue.locale)}">`,
      '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${escapeHtml(issue.subject)}</title></head>`,
      `<body style="${STYLES.page}">`,
      preheader,
      `<div style="${STYLES.column}">`,
      `<p style="${STYLES.firm}">${escapeHtml(site.name)}</p>`,
      `<h1 style="${STYLES.title}">${escapeHtml(issue.subject)}</h1>`,
      body,
      `<div style="${STYLES.footer}">`,
      `<p style="${STYLES.paragraph}">${escapeHtml(texts.why)}</p>`,
      `<p style="${STYLES.paragraph}"><a href="${escapeHtml(unsubscribeUrl)}" style="${LINK_STYLE}">${escapeHtml(texts.unsubscribe)}</a></p>`,
      `<p style="margin:0;">${postalLines(site).map(escapeHtml).join('<br>')}</p>`,
      '</div>',
      '</div>',
      '</body>',
      '</html>',
    ].join('\n');
}

function postsHtml(posts: IssueContent['posts'], texts: FixedTexts): string {
  return posts
    .map((post) => {
      const url = escapeHtml(post.url);
      return [
        `<h2 style="${STYLES.postTitle}"><a href="${url}" style="${LINK_STYLE}">${escapeHtml(post.title)}</a></h2>`,
        post.summary ? `<p style="${STYLES.paragraph}">${escapeHtml(post.summary)}</p>` : '',
        `<p style="${STYLES.paragraph}"><a href="${url}" style="${LINK_STYLE}">${escapeHtml(texts.readMore)}</a></p>`,
      ].join('\n');
    })
    .join('\n');
}

// The post renderer's safe HTML, made fit for a mail: the site's own addresses absolute (a mail
// has no page to be relative to), the page-only attributes dropped (anchors, lazy loading, the
// optimiser's sources), and each tag styled inline (callout boxes and figures as styled divs).
function markdownHtml(source: string, siteUrl: string): string {
  const absolute = (address: string | undefined) => (address?.startsWith('/') && !address.startsWith('//') ? `${siteUrl}${address}` : (address ?? ''));
  const styled = (tagName: string, attribs: sanitizeHtml.Attributes) => {
    const own = BODY_TAG_STYLES[tagName] ?? '';
    // Only a table cell's alignment comes styled from the post renderer.
    const style = attribs.style ? `${attribs.style.replace(/;?$/, ';')}${own}` : own;
    return style ? { ...attribs, style } : attribs;
  };
  return sanitizeHtml(renderPostBody(source, siteUrl).html, {
    allowedTags: [...Object.keys(BODY_TAG_STYLES), 'br', 'strong', 'em', 's', 'li', 'thead', 'tbody', 'tr', 'div'],
    allowedAttributes: { '*': ['style'], a: ['href', 'rel', 'target', 'style'], img: ['src', 'alt', 'style'], ol: ['start', 'style'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // sanitize-html runs a tag's own transform first, then the one for every tag.
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: absolute(attribs.href) } }),
      img: (tagName, attribs) => ({ tagName, attribs: { src: absolute(attribs.src), alt: attribs.alt ?? '' } }),
      aside: asBox,
      figure: asBox,
      figcaption: asBox,
      '*': (tagName, attribs) => ({ tagName, attribs: styled(tagName, attribs) }),
    },
  });
}

// Like issueHtml: the body once, the whole text per recipient.
function issueText(issue: IssueContent, site: SiteConfig, texts: FixedTexts): (unsubscribeUrl: string) => string {
  const body =
    issue.bodySource === 'posts'
      ? issue.posts.map((post) => [post.title, ...(post.summary ? [post.summary] : []), `${texts.readMore}: ${post.url}`].join('\n')).join('\n\n')
      : issue.body.trim();
  return (unsubscribeUrl) =>
    [...(issue.previewText ? [issue.previewText, ''] : []), body, '', '--', texts.why, `${texts.unsubscribe}: ${unsubscribeUrl}`, '', ...postalLines(site)].join('\n');
}

// The firm's name as registered and its postal address, as on the Impressum.
function postalLines(site: SiteConfig): string[] {
  const { street, postalCode, city } = site.address;
  return [providerName(site), street, `${postalCode} ${city}`.trim()].filter(Boolean);
}

