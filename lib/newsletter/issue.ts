// A newsletter issue's vocabulary (issue 30), browser-safe: the back office's editor and the
// server's sending share it.

// draft: being written. scheduled: to be sent at `scheduledAt`. sending: recipients are being
// queued and delivered in batches. paused: stopped by itself after repeated delivery failures (the
// reason is kept) or by staff; resumable. sent: every recipient queued and nothing left to deliver.
export const ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

// The body is Markdown written for the issue (rendered like a post's) or built from chosen posts
// (each its title, summary and link, in the order chosen).
export const ISSUE_BODY_SOURCES = ['markdown', 'posts'] as const;
export type IssueBodySource = (typeof ISSUE_BODY_SOURCES)[number];

export const ISSUE_LIMITS = {
  subject: 150,
  previewText: 200,
  body: 50_000,
  posts: 10,
} as const;

// What the issue's page shows while it is sent and after. queued: recipients whose message waits
// in the outbox; sent: delivered; failed: given up on; unsubscribed: recipients who left by this
// issue's link. `recipients` is everyone the issue has been queued for so far.
export type IssueProgress = { recipients: number; queued: number; sent: number; failed: number; unsubscribed: number };

// The outbox group of an issue's messages; each recipient's message has the subscriber's id as its
// kind, so its key `newsletter-issue:<issueId>:<subscriberId>` is queued once, ever.
export function issueMailGroup(issueId: string): string {
  return `newsletter-issue:${issueId}`;
}
