import 'server-only';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { maskCalendarAddress, type BusyCalendarView } from '@/lib/booking/busy-calendar';
import type { Busy } from '@/lib/booking/slots';
import { openSecret, sealSecret } from '@/lib/server/auth/two-factor/secret-box';
import { connectDb } from '@/lib/server/db';
import { BusyCalendar } from '@/models/busy-calendar';

// The advisers' own calendar addresses and the busy times last read from them (models/busy-calendar.ts).

// The sealing key's purpose (secret-box.ts): a key of its own, not the two-factor secrets'.
const ADDRESS_KEY = 'calendar address for busy times v1';

type StoredCalendar = {
  _id: string;
  sealedAddress: string;
  maskedAddress: string;
  version: string;
  intervals: Busy[];
  fetchedAt: Date | null;
  lastError: string | null;
  lastFailedAt: Date | null;
};

function toView(row: StoredCalendar): BusyCalendarView {
  return {
    maskedAddress: row.maskedAddress,
    fetchedAt: row.fetchedAt?.toISOString() ?? null,
    busyCount: row.intervals.length,
    lastError: row.lastError,
    lastFailedAt: row.lastFailedAt?.toISOString() ?? null,
  };
}

export async function busyCalendarView(userId: string): Promise<BusyCalendarView | null> {
  await connectDb();
  const row = await BusyCalendar.findById(userId).lean<StoredCalendar>();
  return row ? toView(row) : null;
}

// Sets or replaces the address. A new address starts without busy times: the old calendar's no
// longer say anything (the caller reads the new one at once).
export async function saveCalendarAddress(userId: string, address: string): Promise<void> {
  await connectDb();
  await BusyCalendar.replaceOne(
    { _id: userId },
    { _id: userId, sealedAddress: sealSecret(address, ADDRESS_KEY), maskedAddress: maskCalendarAddress(address), version: randomUUID(), intervals: [], fetchedAt: null, lastError: null, lastFailedAt: null },
    { upsert: true },
  );
}

// Whether there was one to remove.
export async function removeCalendarAddress(userId: string): Promise<boolean> {
  await connectDb();
  return (await BusyCalendar.deleteOne({ _id: userId })).deletedCount > 0;
}

// What a read needs: the address opened, and the version it belongs to.
export type CalendarToRead = { userId: string; address: string | null; version: string };

export async function calendarsToRead(userIds?: string[]): Promise<CalendarToRead[]> {
  await connectDb();
  const filter = userIds ? { _id: mongoose.trusted({ $in: userIds }) } : {};
  const rows = await BusyCalendar.find(filter).select('_id sealedAddress version').lean<Array<Pick<StoredCalendar, '_id' | 'sealedAddress' | 'version'>>>();
  return rows.map((row) => ({ userId: row._id, address: openSecret(row.sealedAddress, ADDRESS_KEY), version: row.version }));
}

// A successful read replaces the last good copy; a failed one keeps it and says why. Both only
// for the address read (its version): a read that finishes after the address was replaced or
// removed changes nothing.
export async function recordRead(calendar: CalendarToRead, intervals: Busy[], at: Date): Promise<void> {
  await BusyCalendar.updateOne({ _id: calendar.userId, version: calendar.version }, { $set: { intervals, fetchedAt: at, lastError: null, lastFailedAt: null } });
}

export async function recordFailure(calendar: CalendarToRead, message: string, at: Date): Promise<void> {
  await BusyCalendar.updateOne({ _id: calendar.userId, version: calendar.version }, { $set: { lastError: message, lastFailedAt: at } });
}

// Each adviser's busy times that overlap [from, to), for the free times (slots-for-type.ts).
export async function busyTimesOf(userIds: string[], from: Date, to: Date): Promise<Map<string, Busy[]>> {
  const busy = new Map<string, Busy[]>();
  if (userIds.length === 0) return busy;
  await connectDb();
  const rows = await BusyCalendar.find({ _id: mongoose.trusted({ $in: userIds }) })
    .select('_id intervals')
    .lean<Array<Pick<StoredCalendar, '_id' | 'intervals'>>>();
  for (const row of rows) busy.set(row._id, row.intervals.filter((interval) => interval.start < to && interval.end > from));
  return busy;
}
