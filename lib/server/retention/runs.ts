import 'server-only';
import { connectDb } from '@/lib/server/db';
import { NO_COUNTS, type RetentionCounts, type RetentionRunDto } from '@/lib/retention/dto';
import { LEAD_ACTIONS, type RetentionSettings } from '@/lib/retention/settings';
import { RetentionRun, type RetentionRunFields } from '@/models/retention-run';

type RunRow = Partial<RetentionRunFields> & { _id: string };

function settingsOf(value: unknown): RetentionSettings | null {
  if (!value || typeof value !== 'object') return null;
  const settings = value as RetentionSettings;
  return LEAD_ACTIONS.includes(settings.leadAction) ? settings : null;
}

// A run not finished this long after its start was cut off (a restart, an outage).
const CUT_OFF_AFTER_MS = 60 * 60_000;

function stateOf(row: RunRow, now: Date): RetentionRunDto['state'] {
  if (row.finishedAt) return 'finished';
  if (row.problem || !row.startedAt || now.getTime() - row.startedAt.getTime() > CUT_OFF_AFTER_MS) return 'cut-off';
  return 'running';
}

export function toRunDto(row: RunRow, now = new Date()): RetentionRunDto {
  const counts: Partial<Record<keyof RetentionCounts, number | null>> = row.counts ?? {};
  return {
    _id: row._id,
    trigger: row.trigger === 'manual' ? 'manual' : 'daily',
    startedAt: (row.startedAt ?? new Date(0)).toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    state: stateOf(row, now),
    startedBy: row.startedBy ?? '',
    settings: settingsOf(row.settings),
    counts: {
      leadsAnonymised: counts.leadsAnonymised ?? NO_COUNTS.leadsAnonymised,
      leadsDeleted: counts.leadsDeleted ?? NO_COUNTS.leadsDeleted,
      mailTextsRemoved: counts.mailTextsRemoved ?? NO_COUNTS.mailTextsRemoved,
      viewsRemoved: counts.viewsRemoved ?? NO_COUNTS.viewsRemoved,
      likesRemoved: counts.likesRemoved ?? NO_COUNTS.likesRemoved,
      whatsappClicksRemoved: counts.whatsappClicksRemoved ?? NO_COUNTS.whatsappClicksRemoved,
      checkEventsRemoved: counts.checkEventsRemoved ?? NO_COUNTS.checkEventsRemoved,
      newsletterPendingRemoved: counts.newsletterPendingRemoved ?? NO_COUNTS.newsletterPendingRemoved,
    },
    problem: row.problem ?? null,
  };
}

// The latest runs, newest first.
export async function listRetentionRuns(limit = 10, now = new Date()): Promise<RetentionRunDto[]> {
  await connectDb();
  const rows = await RetentionRun.find({}).sort({ startedAt: -1, _id: -1 }).limit(limit).lean<RunRow[]>();
  return rows.map((row) => toRunDto(row, now));
}
