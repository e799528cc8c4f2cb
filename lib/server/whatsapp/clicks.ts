import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { expireFigures, WHATSAPP_FIGURES_TAG } from '@/lib/server/cache-tags';
import { berlinDay } from '@/lib/time/berlin';
import { rankRows } from '@/lib/dashboard/lead-sources';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import type { LeadPeriodRange } from '@/lib/dashboard/lead-period';
import type { FigureRow, WhatsAppChats } from '@/lib/dashboard/types';
import type { WhatsAppClick as ClickInput } from '@/lib/whatsapp-clicks/click-schema';
import { WhatsAppClick } from '@/models/whatsapp-click';

// A Berlin day as the model stores it: that date at 00:00 UTC.
export function clickDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

// Counts one chat started: the day in Berlin, the page and the service, nothing about who.
export async function recordWhatsAppClick(click: ClickInput, now = new Date()): Promise<void> {
  await connectDb();
  await WhatsAppClick.create({ day: clickDay(berlinDay(now)), page: click.page, service: click.service });
  expireFigures(WHATSAPP_FIGURES_TAG);
}

type GroupRow = { _id: { page?: string | null; service?: string | null }; count: number };

// Chats started per page and service over the period's days: one pass over the period (indexed by
// day on MongoDB), one $group with one accumulator (FerretDB v1 fills only the first).
export async function getWhatsAppChats(range: LeadPeriodRange): Promise<WhatsAppChats> {
  await connectDb();
  const rows = await WhatsAppClick.aggregate<GroupRow>([
    { $match: { day: { $gte: clickDay(range.firstDay), $lte: clickDay(range.lastDay) } } },
    { $group: { _id: { page: '$page', service: '$service' }, count: { $sum: 1 } } },
  ]);
  const figures: FigureRow[] = rows.map(({ _id, count }) => {
    const service = _id.service ?? null;
    return { key: `${_id.page ?? ''}|${service ?? ''}`, label: _id.page ?? '/', detail: service ?? DASHBOARD_COPY.whatsapp.noService, count };
  });
  return {
    period: range.period,
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    total: rows.reduce((sum, row) => sum + row.count, 0),
    rows: rankRows(figures),
  };
}

// The retention job's part: click records whose day is before the cut-off's UTC day go (a
// record's `day` is its Berlin date at 00:00 UTC; the cut-off's own day is kept, as for views).
export async function deleteWhatsAppClicksBefore(cutoff: Date): Promise<number> {
  await connectDb();
  const day = new Date(`${cutoff.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const { deletedCount } = await WhatsAppClick.deleteMany({ day: mongoose.trusted({ $lt: day }) });
  return deletedCount;
}
