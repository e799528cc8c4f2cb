import 'server-only';
import mongoose from 'mongoose';
import { seesEveryAgenda, type AgendaBooking } from '@/lib/booking/agenda';
import type { Channel } from '@/lib/booking/booking';
import type { SessionUser } from '@/lib/server/auth/session';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { ApiError } from '@/lib/server/http';
import { Booking } from '@/models/booking';
import { visitorOf, type StoredBooking } from './read';

// The bookings staff read: an adviser's (or everyone's) for a range of Berlin days, found through
// the indexed `day` (with `adviserId`), and a lead's.

const FIELDS = 'start end day durationMinutes typeId typeName channel adviserId adviserName status fullName email phoneNumber whatsappNumber topic enquiryId';

// The booking as staff read it (also the start of the data-subject tool's copy).
export function toAgendaBooking(row: StoredBooking): AgendaBooking {
  return {
    id: row._id.toString(),
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    day: row.day,
    durationMinutes: row.durationMinutes,
    typeId: row.typeId,
    typeName: row.typeName,
    channel: row.channel as Channel,
    adviserId: row.adviserId,
    adviserName: row.adviserName ?? '',
    status: row.status,
    ...visitorOf(row),
    enquiryId: row.enquiryId ? row.enquiryId.toString() : null,
  };
}

// The bookings from `fromDay` to `toDay` (Berlin days, both included) of one adviser, or of
// everyone with null, in every status, by start time.
export async function agendaBookings(adviserId: string | null, fromDay: string, toDay: string): Promise<AgendaBooking[]> {
  await connectDb();
  const days = { day: mongoose.trusted({ $gte: fromDay, $lte: toDay }) };
  const rows = await Booking.find(adviserId === null ? days : { adviserId, ...days })
    .select(FIELDS)
    .sort({ start: 1, _id: 1 })
    .lean<StoredBooking[]>();
  return rows.map(toAgendaBooking);
}

// The first confirmed booking of one adviser (or of everyone with null) on a Berlin day after
// `afterDay`: what the agenda names when it lies beyond the days it shows. Null when none.
export async function nextBookingAfter(adviserId: string | null, afterDay: string): Promise<AgendaBooking | null> {
  await connectDb();
  const query = { day: mongoose.trusted({ $gt: afterDay }), status: 'confirmed' as const };
  const row = await Booking.findOne(adviserId === null ? query : { adviserId, ...query })
    .select(FIELDS)
    .sort({ start: 1, _id: 1 })
    .lean<StoredBooking>();
  return row ? toAgendaBooking(row) : null;
}

// A lead's bookings, by start time.
export async function bookingsOfEnquiry(enquiryId: string): Promise<AgendaBooking[]> {
  if (!mongoose.isObjectIdOrHexString(enquiryId)) return [];
  await connectDb();
  const rows = await Booking.find({ enquiryId: new mongoose.Types.ObjectId(enquiryId) })
    .select(FIELDS)
    .sort({ start: 1, _id: 1 })
    .lean<StoredBooking[]>();
  return rows.map(toAgendaBooking);
}

// One booking as the agenda shows it; null for a malformed or unknown id.
export async function agendaBooking(id: string): Promise<AgendaBooking | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  await connectDb();
  const row = await Booking.findById(id).select(FIELDS).lean<StoredBooking>();
  return row ? toAgendaBooking(row) : null;
}

// The booking a staff member may change: an administrator any, an adviser only their own.
// Unknown: not found; someone else's: refused, like a capability the account lacks.
export async function bookingForStaff(id: string, user: Pick<SessionUser, 'id' | 'role'>): Promise<AgendaBooking> {
  const booking = await agendaBooking(id);
  if (!booking) throw new DomainError('not-found', BOOKING_NOT_FOUND);
  if (!seesEveryAgenda(user.role) && booking.adviserId !== user.id) throw new ApiError(403, NOT_YOURS);
  return booking;
}

export const BOOKING_NOT_FOUND = 'This booking no longer exists.';
const NOT_YOURS = 'Your account is not allowed to do this';
