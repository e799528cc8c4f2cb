import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { summariseCheckFunnel } from '@/lib/dashboard/check-funnel';
import type { LeadPeriodRange } from '@/lib/dashboard/lead-period';
import type { CheckFunnel } from '@/lib/dashboard/types';
import { OpportunityCheckEvent } from '@/models/opportunity-check-event';

// A Berlin day as the model stores it: that date at 00:00 UTC.
const storedDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

type GroupRow = { _id: { day: Date; event: string }; count: number };

// The check's funnel over the period's days: one pass over the period (indexed by day), one
// $group by day and event with one accumulator (FerretDB v1 fills only the first).
export async function getCheckFunnel(range: LeadPeriodRange): Promise<CheckFunnel> {
  await connectDb();
  const rows = await OpportunityCheckEvent.aggregate<GroupRow>([
    { $match: { day: { $gte: storedDay(range.firstDay), $lte: storedDay(range.lastDay) } } },
    { $group: { _id: { day: '$day', event: '$event' }, count: { $sum: 1 } } },
  ]);
  return summariseCheckFunnel(
    rows.map(({ _id, count }) => ({ day: new Date(_id.day).toISOString().slice(0, 10), event: _id.event, count })),
    range,
  );
}

// The retention job's part: events whose day is before the cut-off's UTC day go (the cut-off's
// own day is kept, as for the WhatsApp clicks).
export async function deleteCheckEventsBefore(cutoff: Date): Promise<number> {
  await connectDb();
  const { deletedCount } = await OpportunityCheckEvent.deleteMany({ day: mongoose.trusted({ $lt: storedDay(cutoff.toISOString().slice(0, 10)) }) });
  return deletedCount;
}
