import { z } from 'zod';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { ISSUE_BODY_SOURCES, ISSUE_LIMITS } from '@/lib/newsletter/issue';
import { berlinLocalToDate } from '@/lib/time/berlin';
import { singleLine } from '@/lib/fields/single-line';

// A newsletter issue as the back office's editor sends it (issue 30), checked in the browser's
// form kit and again by the issues' Server Actions. Whether the chosen posts exist and are
// published in the issue's language is the server's check (lib/server/newsletter/issue-store.ts).

export const ISSUE_MESSAGES = {
  locale: `Language must be one of: ${PUBLISHED_LOCALES.join(', ')}`,
  subjectRequired: 'Subject is required',
  subjectMax: `Subject can have at most ${ISSUE_LIMITS.subject} characters`,
  previewTextMax: `Preview text can have at most ${ISSUE_LIMITS.previewText} characters`,
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
      'Subject',
    ),
    // The line mail programs show after the subject; optional.
    previewText: singleLine(z.string().trim().max(ISSUE_LIMITS.previewText, ISSUE_MESSAGES.previewTextMax), 'Preview text').default(''),
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
