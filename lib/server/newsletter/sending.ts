import 'server-only';
import type { IssueProgress } from '@/lib/newsletter/issue';

// STUB (foundation, issue 30): the ENGINE part replaces the bodies. Sending an issue: scheduled
// (or now), then the sending job queues one outbox message per confirmed subscriber of the issue's
// language, keyed by issue and subscriber (lib/newsletter/issue.ts issueMailGroup), at most the
// settings' rate per minute, and pauses the issue after the settings' number of delivery failures
// in a row with the reason kept. Restart-safe and safe with several instances: queueing is an
// insert under a unique key. Each message carries its own unsubscribe link and the
// List-Unsubscribe, List-Unsubscribe-Post and Precedence headers.

export type SendingOutcome = { ok: true } | { ok: false; message: string };

// Sends the issue to `to` (the signed-in staff member's address) marked as a test, at once; it
// counts nowhere and its unsubscribe link unsubscribes nobody.
export async function sendTestIssue(issueId: string, to: string): Promise<SendingOutcome> {
  void issueId;
  void to;
  return { ok: false, message: 'Test sending is not built yet.' };
}

// A draft (or a scheduled issue) goes out at `at`, or now when `at` is null: then the first batch
// is queued and delivered right away, not at the job's next minute. Refused for an issue already
// sending or sent, an empty one, or a time in the past.
export async function scheduleIssue(issueId: string, at: Date | null, now = new Date()): Promise<SendingOutcome> {
  void issueId;
  void at;
  void now;
  return { ok: false, message: 'Sending is not built yet.' };
}

// A scheduled issue that has not started goes back to being a draft.
export async function unscheduleIssue(issueId: string): Promise<SendingOutcome> {
  void issueId;
  return { ok: false, message: 'Sending is not built yet.' };
}

// Staff stop a sending issue (no more batches are queued; what is queued still goes) or let a
// paused one go on.
export async function pauseIssue(issueId: string, reason: string): Promise<SendingOutcome> {
  void issueId;
  void reason;
  return { ok: false, message: 'Sending is not built yet.' };
}

export async function resumeIssue(issueId: string): Promise<SendingOutcome> {
  void issueId;
  return { ok: false, message: 'Sending is not built yet.' };
}

export async function issueProgress(issueId: string): Promise<IssueProgress> {
  void issueId;
  return { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribed: 0 };
}

// The job (every minute, lib/server/scheduler.ts): starts scheduled issues whose time has come and
// queues each sending issue's next batch; pauses an issue after repeated failures; marks an issue
// sent once every recipient is queued and none is left waiting.
export async function runNewsletterSending(now = new Date()): Promise<{ queued: number }> {
  void now;
  return { queued: 0 };
}
