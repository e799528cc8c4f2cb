import { expect } from 'vitest';
import mongoose from 'mongoose';
import { claimTime } from '@/lib/server/booking/claims';
import { berlinDay } from '@/lib/time/berlin';
import { Booking } from '@/models/booking';

// A booking written straight into the database, as the booking engine stores one (models/booking.ts),
// with its time claimed under its hold `<id>:<sequence>` unless it is cancelled.
export async function storeBooking(fields: {
  adviserId: string;
  start: Date;
  enquiryId?: string | null;
  email?: string;
  fullName?: string;
  status?: 'confirmed' | 'cancelled' | 'done' | 'no-show';
  durationMinutes?: number;
  adviserName?: string;
}) {
  const id = new mongoose.Types.ObjectId();
  const durationMinutes = fields.durationMinutes ?? 30;
  const end = new Date(fields.start.getTime() + durationMinutes * 60_000);
  const blockEnd = new Date(end.getTime() + 10 * 60_000);
  const status = fields.status ?? 'confirmed';
  if (status !== 'cancelled') expect(await claimTime(fields.adviserId, `${id}:0`, fields.start, blockEnd)).toBe(true);
  await Booking.create({
    _id: id,
    typeId: 'first-consultation',
    typeName: 'First consultation',
    durationMinutes,
    channel: 'video',
    adviserId: fields.adviserId,
    adviserName: fields.adviserName ?? 'Ada Adviser',
    start: fields.start,
    end,
    blockStart: fields.start,
    blockEnd,
    day: berlinDay(fields.start),
    status,
    uid: `${id}@example.com`,
    fullName: fields.fullName ?? 'Visitor Person',
    email: fields.email ?? 'visitor@example.com',
    phoneNumber: '+49 151 2222222',
    whatsappNumber: '+49 151 3333333',
    topic: 'Moving to Berlin to study',
    timeZone: 'Asia/Kolkata',
    locale: 'en',
    enquiryId: fields.enquiryId ?? null,
  });
  return id.toString();
}
