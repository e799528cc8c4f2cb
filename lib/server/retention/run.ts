import 'server-only';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { removeSentMessageContent } from '@/lib/server/mail/content-removal';
import { deleteEngagementBefore } from '@/lib/server/posts/engagement-retention';
import { deleteWhatsAppClicksBefore } from '@/lib/server/whatsapp/clicks';
import { deleteCheckEventsBefore } from '@/lib/server/opportunity-card/funnel';
import { deleteStalePending } from '@/lib/server/newsletter/stale-pending';
import { daysBefore, monthsBefore } from '@/lib/retention/cutoffs';
import { NO_COUNTS, type RetentionCounts, type RetentionRunDto } from '@/lib/retention/dto';
import { toBerlinLocal } from '@/lib/time/berlin';
import { RetentionRun } from '@/models/retention-run';
import { removeExpiredLeads } from './leads';
import { toRunDto } from './runs';
import { getRetentionSettings } from './settings';

// One run of the retention job: leads past their period, the text of mail sent long enough ago,
// view and like records, WhatsApp clicks and the points check's counts past theirs, newsletter subscriptions left unconfirmed for 30 days. Every step is idempotent, so a run that is cut off, or two
// that overlap, leave the same result as one; the run record is the claim (models/retention-run.ts).

type RunOptions = { id: string; trigger: 'daily' | 'manual'; startedBy?: string; now?: Date };

// Null when another caller already claimed this id.
async function runRetention({ id, trigger, startedBy = '', now }: RunOptions): Promise<RetentionRunDto | null> {
  await connectDb();
  // The unique _id index must exist before a second insert can be refused by it.
  await RetentionRun.init();
  const clock = () => now ?? new Date();
  const startedAt = clock();
  const settings = await getRetentionSettings();
  try {
    await RetentionRun.create({ _id: id, trigger, startedAt, startedBy, settings });
  } catch (error) {
    if (isDuplicateKeyError(error)) return null;
    throw error;
  }
  const counts: RetentionCounts = { ...NO_COUNTS };
  try {
    await removeExpiredLeads(settings, startedAt, counts);
    await RetentionRun.updateOne({ _id: id }, { $set: { counts } });
    counts.mailTextsRemoved = await removeSentMessageContent(daysBefore(startedAt, settings.sentMailTextDays), startedAt);
    const engagement = await deleteEngagementBefore(monthsBefore(startedAt, settings.engagementMonths));
    counts.viewsRemoved = engagement.views;
    counts.likesRemoved = engagement.likes;
    counts.whatsappClicksRemoved = await deleteWhatsAppClicksBefore(monthsBefore(startedAt, settings.engagementMonths));
    counts.checkEventsRemoved = await deleteCheckEventsBefore(monthsBefore(startedAt, settings.engagementMonths));
    // Fixed by issue 30, not a setting: an unconfirmed subscription proves no consent.
    counts.newsletterPendingRemoved = await deleteStalePending(startedAt);
    await RetentionRun.updateOne({ _id: id }, { $set: { counts, finishedAt: clock() } });
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    // Best effort: during an outage this write fails too, and the run stays unfinished.
    await RetentionRun.updateOne({ _id: id }, { $set: { counts, problem } }).catch(() => undefined);
    throw error;
  }
  const row = await RetentionRun.findById(id).lean();
  return row ? toRunDto(row) : null;
}

// The Berlin calendar day, as the daily run's key: "2026-11-25".
export function dailyRunId(now: Date): string {
  return `daily:${toBerlinLocal(now).slice(0, 10)}`;
}

// Today's run, by whichever instance gets there first; null when it was already claimed today.
// A daily run cut off half-way is not repeated the same day: the next day's run removes the rest.
export function runDailyRetention(now?: Date): Promise<RetentionRunDto | null> {
  const at = now ?? new Date();
  return runRetention({ id: dailyRunId(at), trigger: 'daily', now });
}

export const RUN_JUST_STARTED = 'A run was started less than a minute ago; its result is in the list';

// "Run now" in the back office. One a minute (the id is the Berlin minute), so a double click or
// two administrators at once start one run.
export async function runRetentionNow(startedBy: string, now?: Date): Promise<RetentionRunDto> {
  const at = now ?? new Date();
  const run = await runRetention({ id: `manual:${toBerlinLocal(at)}`, trigger: 'manual', startedBy, now });
  if (!run) throw new DomainError('conflict', RUN_JUST_STARTED);
  return run;
}
