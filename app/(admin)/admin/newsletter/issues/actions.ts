'use server';

import { z } from 'zod';
import { formatDateTime } from '@/lib/time/format';
import { adminAction, adminRecordAction } from '@/lib/server/admin-action';
import { DomainError } from '@/lib/server/errors';
import { createIssue, deleteIssue, readIssue, updateIssue } from '@/lib/server/newsletter/issue-store';
import { pauseIssue, resumeIssue, scheduleIssue, sendTestIssue, unscheduleIssue, type SendingOutcome } from '@/lib/server/newsletter/sending';
import { issueInputSchema, issueScheduleSchema, issueBodyPreviewSchema } from '@/lib/newsletter/newsletter-issue';
import { siteUrl } from '@/lib/site';
import { renderIssue } from '@/lib/server/newsletter/issue-mail';
import { unsubscribePageUrl } from '@/lib/server/newsletter/links';

// The newsletter's issues (issue 30): administrators and editors (`posts`, editorial content)
// write, test, send, schedule, pause and resume them. The sending itself is sending.ts's; these
// actions check the issue exists, hand over, and record who did it.

const issueId = z.string().min(1).max(100);

async function existingIssue(id: string) {
  const issue = await readIssue(id);
  if (!issue) throw new DomainError('not-found', 'Issue not found');
  return issue;
}

// The sending code's refusals (already sent, no time left, nothing to send) are the state's.
function orRefuse(outcome: SendingOutcome): void {
  if (!outcome.ok) throw new DomainError('conflict', outcome.message);
}

export const addIssue = adminAction('posts', issueInputSchema, async (input, { user, audit }) => {
  const issue = await createIssue(input, { id: user.id, name: user.name || user.email });
  await audit({ action: 'newsletter-issue-saved', target: issue.subject, details: `created ${issue.id} (${issue.locale})` });
  return issue;
});

export const saveIssue = adminRecordAction('posts', issueInputSchema, async (id, input, { user, audit }) => {
  const issue = await updateIssue(id, input, user.name || user.email);
  await audit({ action: 'newsletter-issue-saved', target: issue.subject, details: `${issue.id} (${issue.locale})` });
  return issue;
});

// The editor's live preview: the text being typed as the mail's HTML, rendered as it will be sent
// (with an unsubscribe link that belongs to nobody). It changes nothing.
export const previewIssueBody = adminAction(
  'posts',
  issueBodyPreviewSchema,
  async ({ locale, subject, body }) =>
    (await renderIssue({ locale, subject, previewText: '', bodySource: 'markdown', body, posts: [] }, unsubscribePageUrl(siteUrl(), locale, 'preview'))).html,
  { refresh: false },
);

// Only what has not started going out. The issue's outbox group (its test mails) goes with it.
export const removeIssue = adminAction('posts', issueId, async (id, { audit }) => {
  const issue = await deleteIssue(id);
  await audit({ action: 'newsletter-issue-deleted', target: issue.subject, details: `${issue.id} (${issue.status})` });
});

// The saved issue, at once, to the signed-in member's own address; it counts nowhere.
export const sendIssueTest = adminAction(
  'posts',
  issueId,
  async (id, { user, audit }) => {
    const issue = await existingIssue(id);
    orRefuse(await sendTestIssue(issue.id, user.email));
    await audit({ action: 'newsletter-issue-test-sent', target: issue.subject, details: issue.id });
    return { to: user.email };
  },
  { refresh: false },
);

// Now (the first batch goes at once) or at a Berlin time in the future.
export const sendIssue = adminRecordAction('posts', issueScheduleSchema, async (id, schedule, { audit }) => {
  const issue = await existingIssue(id);
  const at = schedule.when === 'at' ? schedule.at : null;
  orRefuse(await scheduleIssue(issue.id, at));
  await audit({ action: 'newsletter-issue-sent', target: issue.subject, details: `${issue.id} (${issue.locale}): ${at ? `scheduled for ${formatDateTime(at)} Berlin time` : 'sent now'}` });
});

export const cancelIssueSchedule = adminAction('posts', issueId, async (id, { audit }) => {
  const issue = await existingIssue(id);
  orRefuse(await unscheduleIssue(issue.id));
  await audit({ action: 'newsletter-issue-unscheduled', target: issue.subject, details: issue.id });
});

export const pauseIssueSending = adminAction('posts', issueId, async (id, { user, audit }) => {
  const issue = await existingIssue(id);
  orRefuse(await pauseIssue(issue.id, `Paused by ${user.name || user.email}`));
  await audit({ action: 'newsletter-issue-paused', target: issue.subject, details: issue.id });
});

export const resumeIssueSending = adminAction('posts', issueId, async (id, { audit }) => {
  const issue = await existingIssue(id);
  orRefuse(await resumeIssue(issue.id));
  await audit({ action: 'newsletter-issue-resumed', target: issue.subject, details: issue.id });
});
