import 'server-only';
import type { Locale } from '@/i18n/pathnames';
import type { IssueBodySource } from '@/lib/newsletter/issue';

// STUB (foundation, issue 30): the ENGINE part replaces the body. One issue as a mail: the
// subject, the preview text (the mail's first, hidden line), the body rendered like a post's
// (Markdown through lib/server/posts/markdown.ts) or built from the chosen posts, the firm's
// name and address, and a visible unsubscribe link. No open or click tracking: links are the
// posts' own addresses. The back office's preview shows `html` as the subscriber would see it.

export type IssueContent = {
  locale: Locale;
  subject: string;
  previewText: string;
  bodySource: IssueBodySource;
  body: string;
  // The chosen posts, in order (only for bodySource 'posts'); the caller reads them.
  posts: Array<{ title: string; summary: string; url: string }>;
};

export type RenderedIssue = { subject: string; html: string; text: string };

// `unsubscribeUrl`: the recipient's own link (lib/server/newsletter/links.ts); a preview passes a
// placeholder address that unsubscribes nobody.
export async function renderIssue(issue: IssueContent, unsubscribeUrl: string): Promise<RenderedIssue> {
  const text = [issue.previewText, '', issue.body, '', unsubscribeUrl].join('\n');
  const html = `<p>${escapeHtml(issue.previewText)}</p><pre>${escapeHtml(issue.body)}</pre><p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return { subject: issue.subject, html, text };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
