import 'server-only';
import mongoose from 'mongoose';
import { isLocale, type Locale } from '@/i18n/locales';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { connectDb } from '@/lib/server/db';
import { TextOverrideRevision } from '@/models/text-override-revision';
import { expireTextPages } from './pages';
import { warmTextOverrides } from './site-messages';

// A text changed on another instance shows on this one's cached pages within seconds (issue 45):
// every few seconds one small query reads the newest change (every save and reset writes one
// history entry, models/text-override-revision.ts); when there is one this instance has not seen,
// the changes since are read and their pages expired here, as the instance that saved did at once.
// The instance that saved sees its own change here too and expires its pages a second time, which
// only renders them again.
export const TEXT_WATCH_EVERY_MS = 5_000;

// The newest change seen (its time and the ids of that millisecond's entries); null before the
// first run. The times are the saving instances' clocks: instances whose clocks differ by more
// than the interval may see a change late, at the next one after it.
type Seen = { at: Date; ids: Set<string> } | null;

export function textWatchJob(): ScheduledJob {
  let seen: Seen = null;
  return {
    name: 'texts-watch',
    everyMs: TEXT_WATCH_EVERY_MS,
    firstAfterMs: 0,
    run: async () => {
      if (!seen) void warmTextOverrides();
      seen = await expireChangesSince(seen);
    },
  };
}

// The first run only notes the newest change: this process read the texts after it.
export async function expireChangesSince(seen: Seen): Promise<Seen> {
  await connectDb();
  const newest = await TextOverrideRevision.findOne().sort({ replacedAt: -1, _id: -1 }).select(['_id', 'replacedAt']).lean();
  if (!newest) return { at: new Date(0), ids: new Set() };
  if (!seen) return { at: newest.replacedAt, ids: new Set([String(newest._id)]) };
  if (newest.replacedAt < seen.at || (newest.replacedAt.getTime() === seen.at.getTime() && seen.ids.has(String(newest._id)))) return seen;
  // Everything from the last time seen on (entries of that same millisecond are told apart by id).
  const changes = await TextOverrideRevision.find({ replacedAt: mongoose.trusted({ $gte: seen.at }) })
    .select(['_id', 'key', 'locale', 'replacedAt'])
    .lean();
  const before = seen.ids;
  const fresh = changes.filter((change) => !before.has(String(change._id)));
  expireTextPages(fresh.filter((change) => isLocale(change.locale)).map((change) => ({ key: change.key, locale: change.locale as Locale })));
  const at = new Date(Math.max(...changes.map((change) => change.replacedAt.getTime())));
  return { at, ids: new Set(changes.filter((change) => change.replacedAt.getTime() === at.getTime()).map((change) => String(change._id))) };
}
