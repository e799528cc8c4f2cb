import { z } from 'zod';
import { valuesOf } from '@/lib/fields/labelled-values';
import { singleLine } from '@/lib/fields/single-line';
import { berlinLocalToDate, toBerlinLocal } from '@/lib/time/berlin';
import { isLocale, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// The newsletter issue record (issue 30): its limits and vocabulary (statuses, body sources), the
// back office's labels and hints, the input and schedule schemas, the record as the back office
// shows it and its mapper from a stored document, the editor's and the schedule form's values, and
// what sending shares with the editor (progress, the outbox group). Browser-safe: the back
// office's editor and the server's sending share it. Storage is models/newsletter-issue.ts; the
// back office's reads and writes are lib/server/newsletter/issue-store.ts, sending is sending.ts.

export const ISSUE_LIMITS = {
  subject: 150,
  previewText: 200,
  body: 50_000,
  posts: 10,
} as const;

// draft: being written. scheduled: to be sent at `scheduledAt`. sending: recipients are being
// queued and delivered in batches. paused: stopped by itself after repeated delivery failures (the
// reason is kept) or by staff; resumable. sent: every recipient queued and nothing left to deliver.
// Each with the back office's label (it stays English).
export const ISSUE_STATUS_LABELS = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', paused: 'Paused', sent: 'Sent' };
export const ISSUE_STATUSES = valuesOf(ISSUE_STATUS_LABELS);
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

// The body is Markdown written for the issue (rendered like a post's) or built from chosen posts
// (each its title, summary and link, in the order chosen).
export const ISSUE_BODY_SOURCES = ['markdown', 'posts'] as const;
export type IssueBodySource = (typeof ISSUE_BODY_SOURCES)[number];

// The back office's labels and hints of each field.
export const ISSUE_LABELS = {
  locale: 'Language',
  subject: 'Subject',
  previewText: 'Preview text',
  bodySource: 'Body',
  markdown: 'Text written for this issue',
  posts: 'Chosen posts',
  body: 'Text',
  search: 'Find a post',
  at: 'Day and time (Berlin time)',
} as const;

export const ISSUE_HINTS = {
  locale: 'The issue goes to the confirmed subscribers of this language only.',
  previewText: 'The line many mail programs show after the subject.',
  body: 'Written as a post is: the toolbar, or ## for a heading, - for a list as you type. Images come from the media library.',
  posts: (max: number) => `Each post is shown with its title, its start and a link, in the order chosen (at most ${max}). Only published posts of the issue’s language are offered.`,
  at: 'It goes out at this time, in batches at the pace set under Settings.',
} as const;

// An issue as the back office's editor sends it, checked in the browser's form kit and again by
// the issues' Server Actions. Whether the chosen posts exist and are published in the issue's
// language is the server's check (lib/server/newsletter/issue-store.ts).

export const ISSUE_MESSAGES = {
  locale: `${ISSUE_LABELS.locale} must be one of: ${PUBLISHED_LOCALES.join(', ')}`,
  subjectRequired: `${ISSUE_LABELS.subject} is required`,
  subjectMax: `${ISSUE_LABELS.subject} can have at most ${ISSUE_LIMITS.subject} characters`,
  previewTextMax: `${ISSUE_LABELS.previewText} can have at most ${ISSUE_LIMITS.previewText} characters`,
  bodyRequired: 'Write the text of the issue',
  bodyMax: `The text can have at most ${ISSUE_LIMITS.body} characters`,
  bodySource: `Body must be one of: ${ISSUE_BODY_SOURCES.join(', ')}`,
  postsRequired: 'Choose at least one post',
  postsMax: `Choose at most ${ISSUE_LIMITS.posts} posts`,
  postId: 'Each chosen post must be a post id',
  postsTwice: 'A post is chosen twice',
  postsUnpublished: 'Choose published posts of the issue’s language only',
  atRequired: 'Choose the day and time to send it',
  atInvalid: 'Enter a date and time, for example 2026-12-01T09:00 (Berlin time)',
  atPast: 'The time must be in the future',
} as const;

const POST_ID = /^[0-9a-f]{24}$/i;

export const issueInputSchema = z
  .object({
    locale: z.enum(PUBLISHED_LOCALES as [Locale, ...Locale[]], { error: ISSUE_MESSAGES.locale }),
    subject: singleLine(
      z
        .string({ error: ISSUE_MESSAGES.subjectRequired })
        .trim()
        .min(1, { error: ISSUE_MESSAGES.subjectRequired, abort: true })
        .max(ISSUE_LIMITS.subject, ISSUE_MESSAGES.subjectMax),
      ISSUE_LABELS.subject,
    ),
    // The line mail programs show after the subject; optional.
    previewText: singleLine(z.string().trim().max(ISSUE_LIMITS.previewText, ISSUE_MESSAGES.previewTextMax), ISSUE_LABELS.previewText).default(''),
    bodySource: z.enum(ISSUE_BODY_SOURCES, { error: ISSUE_MESSAGES.bodySource }),
    // Markdown; kept as typed while the posts are the body, so switching back loses nothing.
    body: z.string().max(ISSUE_LIMITS.body, ISSUE_MESSAGES.bodyMax).default(''),
    // In the order the issue shows them; kept while Markdown is the body, for the same reason.
    postIds: z.array(z.string().regex(POST_ID, ISSUE_MESSAGES.postId)).max(ISSUE_LIMITS.posts, ISSUE_MESSAGES.postsMax).default([]),
  })
  .superRefine((issue, context) => {
    if (issue.bodySource === 'markdown' && !issue.body.trim()) context.addIssue({ code: 'custom', path: ['body'], message: ISSUE_MESSAGES.bodyRequired });
    if (issue.bodySource === 'posts' && issue.postIds.length === 0) context.addIssue({ code: 'custom', path: ['postIds'], message: ISSUE_MESSAGES.postsRequired });
    if (new Set(issue.postIds.map((id) => id.toLowerCase())).size !== issue.postIds.length) context.addIssue({ code: 'custom', path: ['postIds'], message: ISSUE_MESSAGES.postsTwice });
  });

export type IssueInput = z.output<typeof issueInputSchema>;
export type IssueFormInput = z.input<typeof issueInputSchema>;

// When to send: now, or at a Berlin wall-clock time ("2026-12-01T09:00", a datetime-local
// value) in the future. The future is checked against the clock when the schema runs; the sending
// code checks again when it takes the time.
// What the editor's live preview sends: the text being typed, in the issue's language, under its
// subject (so the preview is the mail as it will read).
export const issueBodyPreviewSchema = z.object({
  locale: z.enum(PUBLISHED_LOCALES as [Locale, ...Locale[]], { error: ISSUE_MESSAGES.locale }),
  subject: z.string().max(ISSUE_LIMITS.subject, ISSUE_MESSAGES.subjectMax),
  body: z.string().max(ISSUE_LIMITS.body, ISSUE_MESSAGES.bodyMax),
});
export type IssueBodyPreview = z.input<typeof issueBodyPreviewSchema>;

export const issueScheduleSchema = z.discriminatedUnion(
  'when',
  [
    z.object({ when: z.literal('now') }),
    z.object({
      when: z.literal('at'),
      at: z
        .string({ error: ISSUE_MESSAGES.atRequired })
        .trim()
        .min(1, { error: ISSUE_MESSAGES.atRequired, abort: true })
        .transform((text, context) => {
          const date = berlinLocalToDate(text);
          if (!date) {
            context.addIssue({ code: 'custom', message: ISSUE_MESSAGES.atInvalid });
            return z.NEVER;
          }
          if (date.getTime() <= Date.now()) {
            context.addIssue({ code: 'custom', message: ISSUE_MESSAGES.atPast });
            return z.NEVER;
          }
          return date;
        }),
    }),
  ],
  { error: 'Choose to send it now or at a time' },
);

export type IssueScheduleFormInput = z.input<typeof issueScheduleSchema>;

// A newsletter issue as the back office shows it: the input as saved, and what only the server
// keeps (its state of sending, who wrote it), dates as ISO text.
export type IssueRecord = IssueInput & {
  id: string;
  status: IssueStatus;
  scheduledAt: string | null;
  sendingStartedAt: string | null;
  finishedAt: string | null;
  pausedReason: string;
  // Recipients queued so far.
  recipients: number;
  sample: boolean;
  createdByName: string;
  updatedByName: string;
  createdAt: string;
  updatedAt: string;
};

// A published post the editor can choose for an issue built from posts.
export type IssuePostChoice = { id: string; title: string; locale: Locale; publishedAt: string };

// Content can change while nothing has gone out; once sending starts the issue is what was sent.
export const EDITABLE_STATUSES: readonly IssueStatus[] = ['draft', 'scheduled'];

export function isEditable(status: IssueStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

// What the issue's page shows while it is sent and after. queued: recipients whose message waits
// in the outbox; sent: delivered; failed: given up on; unsubscribed: recipients who left by this
// issue's link. `recipients` is everyone the issue has been queued for so far.
export type IssueProgress = { recipients: number; queued: number; sent: number; failed: number; unsubscribed: number };

// The outbox group of an issue's messages; each recipient's message has the subscriber's id as its
// kind, so its key `newsletter-issue:<issueId>:<subscriberId>` is queued once, ever.
export function issueMailGroup(issueId: string): string {
  return `newsletter-issue:${issueId}`;
}

// A stored issue as mongoose reads it (lean).
type StoredIssue = {
  _id: { toString(): string };
  locale?: string | null;
  subject: string;
  previewText?: string | null;
  bodySource?: string | null;
  body?: string | null;
  postIds?: Array<{ toString(): string }> | null;
  status?: string | null;
  scheduledAt?: Date | null;
  sendingStartedAt?: Date | null;
  finishedAt?: Date | null;
  pausedReason?: string | null;
  recipients?: number | null;
  sample?: boolean | null;
  createdByName?: string | null;
  updatedByName?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toIssueRecord(row: StoredIssue): IssueRecord {
  return {
    id: String(row._id),
    locale: isLocale(row.locale) ? row.locale : 'en',
    subject: row.subject,
    previewText: row.previewText ?? '',
    bodySource: (ISSUE_BODY_SOURCES as readonly string[]).includes(row.bodySource ?? '') ? (row.bodySource as IssueBodySource) : 'markdown',
    body: row.body ?? '',
    postIds: (row.postIds ?? []).map(String),
    status: (ISSUE_STATUSES as readonly string[]).includes(row.status ?? '') ? (row.status as IssueStatus) : 'draft',
    scheduledAt: iso(row.scheduledAt),
    sendingStartedAt: iso(row.sendingStartedAt),
    finishedAt: iso(row.finishedAt),
    pausedReason: row.pausedReason ?? '',
    recipients: row.recipients ?? 0,
    sample: Boolean(row.sample),
    createdByName: row.createdByName ?? '',
    updatedByName: row.updatedByName ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The editor's values: every field as the form holds it; a new issue starts as English Markdown.
export type IssueFormValues = Required<IssueFormInput>;

export function issueFormValues(issue?: IssueRecord): IssueFormValues {
  return {
    locale: issue?.locale ?? 'en',
    subject: issue?.subject ?? '',
    previewText: issue?.previewText ?? '',
    bodySource: issue?.bodySource ?? 'markdown',
    body: issue?.body ?? '',
    postIds: issue?.postIds ?? [],
  };
}

// A chosen post's error ("postIds.2") belongs to the picker.
export const issueFormField = (key: string) => (key.startsWith('postIds') ? 'postIds' : key);

// The schedule form's value: the time it is scheduled for, as Berlin wall-clock time.
export function issueScheduleFormValues(scheduledAt: string | null): { at: string } {
  return { at: scheduledAt ? toBerlinLocal(new Date(scheduledAt)) : '' };
}

export function issueScheduleFormInput({ at }: { at: string }): IssueScheduleFormInput {
  return { when: 'at', at };
}
