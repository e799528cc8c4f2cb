import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { staffNames } from '@/lib/server/enquiries/assignment';
import { CARDS_PER_COLUMN, NO_OWNER, type Board, type BoardCard, type BoardFilters } from '@/lib/pipeline/board';
import type { Stage } from '@/lib/pipeline/stages';
import { Enquiry } from '@/models/enquiry';

type CardRow = { _id: { toString(): string }; fullName: string; serviceName?: string | null; assignedTo?: string | null; stageSince?: Date | null; submittedAt?: Date | null; sample?: boolean | null };

// The leads the board shows: not anonymised (no name left), narrowed by the filters.
function leadsFilter(filters: BoardFilters) {
  return {
    anonymisedAt: null,
    ...(filters.owner ? { assignedTo: filters.owner === NO_OWNER ? null : filters.owner } : {}),
    ...(filters.service ? { serviceName: filters.service } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.language ? { locale: filters.language } : {}),
  };
}

// A stage's leads: those stored in it; for the first stage also those without a stage or with one
// no longer on the list.
function inStage(stage: Stage, index: number, stages: readonly Stage[]) {
  return { stage: index > 0 ? stage.id : mongoose.trusted({ $nin: stages.slice(1).map((other) => other.id) }) };
}

// The board in one count per stage (a single $group) and one bounded read per column: the
// CARDS_PER_COLUMN longest in the stage (a lead that never moved has no stageSince and sorts
// first: it is in its stage since it arrived), then one read of the owners' names. A few queries
// whatever the number of leads.
export async function loadBoard(stages: readonly Stage[], filters: BoardFilters): Promise<Board> {
  await connectDb();
  const match = leadsFilter(filters);
  const [counted, ...columns] = await Promise.all([
    Enquiry.aggregate<{ _id: string | null; count: number }>([{ $match: match }, { $group: { _id: '$stage', count: { $sum: 1 } } }]),
    ...stages.map((stage, index) =>
      Enquiry.find({ ...match, ...inStage(stage, index, stages) })
        .select('fullName serviceName assignedTo stageSince submittedAt sample')
        .sort({ stageSince: 1, submittedAt: 1, _id: 1 })
        .limit(CARDS_PER_COLUMN)
        .lean<CardRow[]>(),
    ),
  ]);
  const counts = new Map(stages.map((stage) => [stage.id, 0]));
  for (const { _id, count } of counted) {
    const id = _id !== null && counts.has(_id) ? _id : stages[0]!.id;
    counts.set(id, (counts.get(id) ?? 0) + count);
  }
  const names = await staffNames(columns.flat().flatMap((row) => (row.assignedTo ? [row.assignedTo] : [])));
  const card = (row: CardRow): BoardCard => ({
    id: row._id.toString(),
    fullName: row.fullName,
    serviceName: row.serviceName || null,
    ownerName: row.assignedTo ? (names.get(row.assignedTo) ?? 'A removed account') : null,
    since: (row.stageSince ?? row.submittedAt ?? new Date(0)).toISOString(),
    sample: row.sample === true,
  });
  return {
    columns: stages.map((stage, index) => ({ stage, count: counts.get(stage.id) ?? 0, cards: columns[index]!.map(card) })),
    total: [...counts.values()].reduce((sum, count) => sum + count, 0),
  };
}
