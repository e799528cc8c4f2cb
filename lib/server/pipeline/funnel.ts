import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { weekMonday } from '@/lib/booking/agenda';
import type { LeadPeriodRange } from '@/lib/dashboard/lead-period';
import { funnelOf, type BookingFigures, type PipelineFunnel } from '@/lib/pipeline/funnel';
import { stageOf } from '@/lib/pipeline/stages';
import { addDays, berlinDay, berlinDayStart } from '@/lib/time/berlin';
import { Booking } from '@/models/booking';
import { Enquiry } from '@/models/enquiry';
import { readStages } from './stages';

// Every lead that still has a name (not anonymised) in the stage it is in now: one $group.
export async function getPipelineFunnel(): Promise<PipelineFunnel> {
  await connectDb();
  const [stages, counted] = await Promise.all([
    readStages(),
    Enquiry.aggregate<{ _id: string | null; count: number }>([{ $match: { anonymisedAt: null } }, { $group: { _id: '$stage', count: { $sum: 1 } } }]),
  ]);
  const counts = new Map<string, number>();
  for (const { _id, count } of counted) {
    const id = stageOf(_id, stages).id;
    counts.set(id, (counts.get(id) ?? 0) + count);
  }
  return funnelOf(stages, counts);
}

// Three counts of the bookings, each one query.
export async function getBookingFigures(range: LeadPeriodRange, now = new Date()): Promise<BookingFigures> {
  await connectDb();
  const monday = weekMonday(berlinDay(now));
  const [upcoming, thisWeek, noShows] = await Promise.all([
    Booking.countDocuments({ status: 'confirmed', start: mongoose.trusted({ $gte: now }) }),
    Booking.countDocuments({ status: mongoose.trusted({ $ne: 'cancelled' }), start: mongoose.trusted({ $gte: berlinDayStart(monday), $lt: berlinDayStart(addDays(monday, 7)) }) }),
    Booking.countDocuments({ status: 'no-show', start: mongoose.trusted({ $gte: range.start, $lt: range.end }) }),
  ]);
  return { upcoming, thisWeek, noShows };
}
