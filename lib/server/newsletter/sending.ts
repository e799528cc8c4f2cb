import 'server-only';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { issueMailGroup, type IssueProgress } from '@/lib/newsletter/newsletter-issue';
import type { NewsletterSettings } from '@/lib/newsletter/settings';
import { newTokenSecret } from '@/lib/server/auth/account-tokens';
import { claimOnce } from '@/lib/server/auth/single-use';
import { connectDb } from '@/lib/server/db';
import { runAfterResponse } from '@/lib/server/mail/after-response';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { deleteMessages, deleteMessagesOfKind, messageCounts, queueMessage, queuedKinds, recentAttempts, type MessageHeader } from '@/lib/server/mail/outbox';
import { registerStillWanted } from '@/lib/server/mail/still-wanted';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import type { SiteConfig } from '@/lib/site';
import { NewsletterIssue, type NewsletterIssueFields } from '@/models/newsletter-issue';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { issueContent } from './issue-content';
import { renderIssueMail, type IssueContent } from './issue-mail';
import { unsubscribePageUrl } from './links';
import { newsletterSettings } from './settings';
import { createUnsubscribeLink, deleteUnsubscribeLinksOf, deleteUnsubscribeLinksOfIssue, usedUnsubscribeLinks } from './unsubscribe-links';
import type { Locale } from '@/i18n/locales';

// Sending an issue (issue 30). Staff schedule it (or send it now); the sending job, every minute in
// every instance, starts the scheduled issues whose time has come and queues each sending issue's
// next batch: the next confirmed subscribers of the issue's language in id order after the issue's
// cursor, at most the settings' rate per minute. Each recipient gets one outbox message keyed by
// issue and subscriber (issueMailGroup), with its own unsubscribe link stored before the message is
// queued, so a batch repeated after a crash between queueing and the cursor's write queues nothing
// twice, and the batch's claim (one per issue and minute, a unique insert) keeps several instances
// from queueing more than the rate between them. An issue pauses itself when its most recently
// attempted `pauseAfterFailures` messages all failed; pausing (by itself or by staff) stops new
// batches, while what is already queued still goes. The issue is sent once every recipient is
// queued and nothing is left waiting. While the newsletter is switched off nothing starts or goes
// on: issues wait for it to be switched on again.

export type SendingOutcome = { ok: true } | { ok: false; message: string };

type Issue = NewsletterIssueFields & { _id: mongoose.Types.ObjectId };

const GROUP_PREFIX = 'newsletter-issue:';
// A test's mail has a group of its own: not counted with the issue, and not checked against a subscriber.
const testMailGroup = (issueId: string) => `newsletter-issue-test:${issueId}`;
const NOT_FOUND: SendingOutcome = { ok: false, message: 'This issue no longer exists.' };
const REASON_LIMIT = 500;

async function findIssue(issueId: string): Promise<Issue | null> {
  if (!mongoose.isObjectIdOrHexString(issueId)) return null;
  await connectDb();
  return NewsletterIssue.findById(issueId).lean<Issue>();
}

// Nothing to send: no subject, or neither body nor chosen posts.
function isEmpty(issue: Issue): boolean {
  if (!issue.subject.trim()) return true;
  return issue.bodySource === 'posts' ? !issue.postIds?.length : !issue.body?.trim();
}

// The RFC 2369 / RFC 8058 headers of every newsletter mail: the https link (a mail program's
// one-click POST to it unsubscribes at once), the firm's address as the mailto alternative, the
// list's id by the site's host, and Precedence: bulk.
function newsletterHeaders(site: SiteConfig, unsubscribeUrl: string): MessageHeader[] {
  return [
    { name: 'List-Unsubscribe', value: `<${unsubscribeUrl}>, <mailto:${site.email}?subject=unsubscribe>` },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    { name: 'List-Id', value: `<newsletter.${new URL(site.url).hostname}>` },
    { name: 'Precedence', value: 'bulk' },
  ];
}

// The issue rendered once; the function it answers makes each recipient's message of it, with the
// unsubscribe link of their secret in the visible footers and the List-Unsubscribe header.
async function issueMessageFor(content: IssueContent, site: SiteConfig) {
  const mail = await renderIssueMail(content);
  return (token: string) => {
    const unsubscribeUrl = unsubscribePageUrl(site.url, content.locale, token);
    return { ...mail.forRecipient(unsubscribeUrl), headers: newsletterHeaders(site, unsubscribeUrl) };
  };
}

// Sends the issue to `to` (the signed-in staff member's address) marked as a test, at once; it
// counts nowhere and its unsubscribe link unsubscribes nobody (a random secret stored nowhere:
// the page answers that the link is not valid).
export async function sendTestIssue(issueId: string, to: string): Promise<SendingOutcome> {
  const issue = await findIssue(issueId);
  if (!issue) return NOT_FOUND;
  if (isEmpty(issue)) return { ok: false, message: 'Write a subject and a text, or choose posts, before sending a test.' };
  const [site, content] = await Promise.all([currentSiteConfig(), issueContent(issue)]);
  const message = (await issueMessageFor(content, site))(newTokenSecret().token);
  const group = testMailGroup(issueId);
  await queueMessage({ group, kind: randomUUID(), to, ...message, subject: `[Test] ${message.subject}` });
  runAfterResponse('newsletter test issue', () => deliverDueMessages({ group }));
  return { ok: true };
}

// A draft (or a scheduled issue) goes out at `at`, or now when `at` is null: then the first batch
// is queued and delivered right away, not at the job's next minute. Refused for an issue already
// sending or sent, an empty one, a time in the past, or while the newsletter is switched off.
export async function scheduleIssue(issueId: string, at: Date | null, now = new Date()): Promise<SendingOutcome> {
  const issue = await findIssue(issueId);
  if (!issue) return NOT_FOUND;
  if (issue.status !== 'draft' && issue.status !== 'scheduled') return { ok: false, message: 'This issue is already being sent or has been sent.' };
  if (isEmpty(issue)) return { ok: false, message: 'Write a subject and a text, or choose posts, before sending.' };
  if (at && at.getTime() <= now.getTime()) return { ok: false, message: 'Choose a time in the future, or send now.' };
  const settings = await newsletterSettings();
  if (!settings.enabled) return { ok: false, message: 'Switch the newsletter on in its settings before sending.' };
  // An issue on its way out is no longer the fresh install's sample (the launch check lists that).
  const change = at ? { status: 'scheduled', scheduledAt: at, sample: false } : { status: 'sending', scheduledAt: null, sendingStartedAt: now, sample: false };
  const { matchedCount } = await NewsletterIssue.updateOne({ _id: issue._id, status: mongoose.trusted({ $in: ['draft', 'scheduled'] }) }, { $set: change });
  if (matchedCount === 0) return { ok: false, message: 'This issue is already being sent or has been sent.' };
  if (!at) {
    const batch = await advanceIssue({ ...issue, status: 'sending' }, settings, now);
    if (batch.queued > 0) runAfterResponse('newsletter first batch', () => deliverDueMessages({ group: batch.group, limit: batch.queued }));
  }
  return { ok: true };
}

// A scheduled issue that has not started goes back to being a draft.
export async function unscheduleIssue(issueId: string): Promise<SendingOutcome> {
  const issue = await findIssue(issueId);
  if (!issue) return NOT_FOUND;
  const { matchedCount } = await NewsletterIssue.updateOne({ _id: issue._id, status: 'scheduled' }, { $set: { status: 'draft', scheduledAt: null } });
  return matchedCount === 1 ? { ok: true } : { ok: false, message: 'Only a scheduled issue that has not started can go back to being a draft.' };
}

// Staff stop a sending issue (no more batches are queued; what is queued still goes) or let a
// paused one go on; failures before the resumption no longer count towards pausing it again.
export async function pauseIssue(issueId: string, reason: string): Promise<SendingOutcome> {
  const issue = await findIssue(issueId);
  if (!issue) return NOT_FOUND;
  const pausedReason = reason.trim().slice(0, REASON_LIMIT) || 'Paused by staff.';
  const { matchedCount } = await NewsletterIssue.updateOne({ _id: issue._id, status: 'sending' }, { $set: { status: 'paused', pausedReason } });
  return matchedCount === 1 ? { ok: true } : { ok: false, message: 'Only an issue that is being sent can be paused.' };
}

export async function resumeIssue(issueId: string, now = new Date()): Promise<SendingOutcome> {
  const issue = await findIssue(issueId);
  if (!issue) return NOT_FOUND;
  const { matchedCount } = await NewsletterIssue.updateOne(
    { _id: issue._id, status: 'paused' },
    { $set: { status: 'sending', pausedReason: '', resumedAt: now } },
  );
  return matchedCount === 1 ? { ok: true } : { ok: false, message: 'Only a paused issue can go on.' };
}

// The issue's page: recipients queued for so far, and of their messages those waiting (retries
// included), sent and given up on; plus the recipients who left by this issue's link. A message
// dropped before sending because its recipient had left counts as none of the three.
export async function issueProgress(issueId: string): Promise<IssueProgress> {
  const issue = await findIssue(issueId);
  if (!issue) return { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribed: 0 };
  const [counts, unsubscribed] = await Promise.all([messageCounts(issueMailGroup(issueId)), usedUnsubscribeLinks(issueId)]);
  return { recipients: issue.recipients ?? 0, queued: counts.pending, sent: counts.sent, failed: counts.failed, unsubscribed };
}

// A deleted issue's mail: its messages (sent or waiting, tests included) and its unsubscribe links.
// The back office calls it when an issue is deleted.
export async function deleteIssueMail(issueId: string): Promise<void> {
  await Promise.all([deleteMessages(issueMailGroup(issueId)), deleteMessages(testMailGroup(issueId)), deleteUnsubscribeLinksOfIssue(issueId)]);
}

// Erasure of a subscriber (the back office's deletion on request): every issue's mail to them,
// sent or waiting, and their unsubscribe links. Their test mails are staff's, not theirs.
// How many messages went.
export async function deleteIssueMailOf(subscriberId: string): Promise<number> {
  const [messages] = await Promise.all([deleteMessagesOfKind(GROUP_PREFIX, subscriberId), deleteUnsubscribeLinksOf(subscriberId)]);
  return messages;
}

export type SendingRun = { queued: number; batches: Array<{ group: string; queued: number }> };

// The job (every minute, lib/server/scheduler.ts): starts scheduled issues whose time has come and
// queues each sending issue's next batch; pauses an issue after repeated failures; marks an issue
// sent once every recipient is queued and none is left waiting. `now` names the minute (tests).
export async function runNewsletterSending(now = new Date()): Promise<SendingRun> {
  const run: SendingRun = { queued: 0, batches: [] };
  const settings = await newsletterSettings();
  if (!settings.enabled) return run;
  const due = await NewsletterIssue.find({ status: 'scheduled', scheduledAt: mongoose.trusted({ $lte: now }) }).select('_id').lean();
  for (const { _id } of due) {
    await NewsletterIssue.updateOne({ _id, status: 'scheduled' }, { $set: { status: 'sending', sendingStartedAt: now } });
  }
  const sending = await NewsletterIssue.find({ status: 'sending' }).sort({ _id: 1 }).lean<Issue[]>();
  for (const issue of sending) {
    const batch = await advanceIssue(issue, settings, now);
    run.queued += batch.queued;
    if (batch.queued > 0) run.batches.push(batch);
  }
  return run;
}

// One step of a sending issue: pause it if its deliveries keep failing, else queue this minute's
// batch (unless another run already did), and mark it sent once there is nobody left.
async function advanceIssue(issue: Issue, settings: NewsletterSettings, now: Date): Promise<{ group: string; queued: number }> {
  const issueId = String(issue._id);
  const group = issueMailGroup(issueId);
  const failure = await repeatedFailure(group, settings.pauseAfterFailures, issue.resumedAt ?? null);
  if (failure) {
    await NewsletterIssue.updateOne({ _id: issue._id, status: 'sending' }, { $set: { status: 'paused', pausedReason: failure.slice(0, REASON_LIMIT) } });
    return { group, queued: 0 };
  }
  const minute = now.toISOString().slice(0, 16);
  if (!(await claimOnce(`newsletter-batch:${issueId}:${minute}`, new Date(now.getTime() + 60 * 60_000)))) return { group, queued: 0 };
  const batch = await queueNextBatch(issue, settings.ratePerMinute, now);
  if (batch.size < settings.ratePerMinute && (await messageCounts(group)).pending === 0) {
    await NewsletterIssue.updateOne({ _id: issue._id, status: 'sending' }, { $set: { status: 'sent', finishedAt: now } });
  }
  return { group, queued: batch.queued };
}

// "In a row": the issue's `count` most recently attempted messages (by the time their last attempt
// was claimed or recorded, since `since`) all failed their last attempt, whether they will be tried
// again or were given up on. Answers the newest one's error as the reason, or null.
async function repeatedFailure(group: string, count: number, since: Date | null): Promise<string | null> {
  const recent = await recentAttempts(group, count, since);
  if (recent.length < count || !recent.every((message) => message.state !== 'sent' && message.lastError)) return null;
  return `Paused after ${count} failed deliveries in a row. The last error: ${recent[0]?.lastError}`;
}

// Queues the next recipients after the cursor, then moves the cursor past them. A recipient whose
// message is already there (the same batch before a crash) is skipped, so no second link is made.
// The issue is rendered once for the batch; each message differs only by its unsubscribe link.
async function queueNextBatch(issue: Issue, limit: number, now: Date): Promise<{ size: number; queued: number }> {
  const issueId = String(issue._id);
  const group = issueMailGroup(issueId);
  const after = mongoose.isObjectIdOrHexString(issue.cursor) ? { _id: mongoose.trusted({ $gt: new mongoose.Types.ObjectId(issue.cursor) }) } : {};
  const recipients = await NewsletterSubscriber.find({ status: 'confirmed', locale: issue.locale, ...after })
    .select('_id email')
    .sort({ _id: 1 })
    .limit(limit)
    .lean();
  if (!recipients.length) return { size: 0, queued: 0 };
  const [site, content, already] = await Promise.all([
    currentSiteConfig(),
    issueContent({ ...issue, locale: issue.locale as Locale }, now),
    queuedKinds(group, recipients.map((recipient) => String(recipient._id))),
  ]);
  const messageFor = await issueMessageFor(content, site);
  let queued = 0;
  for (const recipient of recipients) {
    const subscriberId = String(recipient._id);
    if (already.has(subscriberId)) continue;
    const token = await createUnsubscribeLink(subscriberId, issueId, now);
    await queueMessage({ group, kind: subscriberId, to: recipient.email, ...messageFor(token) });
    queued += 1;
  }
  // Values computed here, not $inc (FerretDB): the batch's recipients were not counted before,
  // as the cursor had not passed them.
  const last = recipients[recipients.length - 1]!;
  await NewsletterIssue.updateOne({ _id: issue._id }, { $set: { cursor: String(last._id), recipients: (issue.recipients ?? 0) + recipients.length } });
  return { size: recipients.length, queued };
}

// A message waiting in the outbox goes only to a subscriber who is still confirmed: one who left or
// was deleted meanwhile gets nothing (lib/server/mail/still-wanted.ts). A paused issue's queued
// messages still go; a deleted issue's are deleted with it (deleteIssueMail).
async function issueMessageStillWanted({ kind }: { kind: string }): Promise<boolean> {
  if (!mongoose.isObjectIdOrHexString(kind)) return false;
  await connectDb();
  const subscriber = await NewsletterSubscriber.findById(kind).select('status').lean();
  return subscriber?.status === 'confirmed';
}

registerStillWanted(GROUP_PREFIX, issueMessageStillWanted);

// Every minute, in every instance (the batch claims keep them from queueing twice); what a run
// queued is delivered at once, what fails is retried by the mail sweep.
export const newsletterSendingJob: ScheduledJob = {
  name: 'newsletter sending',
  everyMs: 60_000,
  run: async () => {
    const run = await runNewsletterSending();
    for (const batch of run.batches) await deliverDueMessages({ group: batch.group, limit: batch.queued });
  },
};
