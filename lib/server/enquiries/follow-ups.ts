import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import type { DueFollowUps } from '@/lib/enquiries/enquiry';
import { addDays, berlinDay, berlinDayStart } from '@/lib/time/berlin';
import { Enquiry } from '@/models/enquiry';
import { staffNames } from './assignment';

const SHOWN = 10;

// Leads whose follow-up day is today (Berlin) or has passed, for the dashboard: how many of each,
// and the first ten, oldest follow-up first, with their owners.
export async function dueFollowUps(now = new Date()): Promise<DueFollowUps> {
  await connectDb();
  const todayStart = berlinDayStart(berlinDay(now));
  const tomorrowStart = berlinDayStart(addDays(berlinDay(now), 1));
  const rows = await Enquiry.find({ followUpAt: mongoose.trusted({ $lt: tomorrowStart }) })
    .select('fullName serviceName followUpAt assignedTo status')
    .sort({ followUpAt: 1, _id: 1 })
    .lean();
  const owners = await staffNames(rows.slice(0, SHOWN).flatMap((row) => (row.assignedTo ? [row.assignedTo] : [])));
  return {
    overdue: rows.filter((row) => row.followUpAt! < todayStart).length,
    today: rows.filter((row) => row.followUpAt! >= todayStart).length,
    items: rows.slice(0, SHOWN).map((row) => ({
      _id: row._id.toString(),
      fullName: row.fullName,
      serviceName: row.serviceName || null,
      followUpAt: row.followUpAt!.toISOString(),
      overdue: row.followUpAt! < todayStart,
      ownerName: row.assignedTo ? (owners.get(row.assignedTo) ?? null) : null,
    })),
  };
}
