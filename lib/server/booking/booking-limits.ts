import 'server-only';
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { BOOKING_LIMITS } from '@/lib/booking/booking';
import { claimOnce } from '@/lib/server/auth/single-use';
import { connectDb } from '@/lib/server/db';
import { recordLeadEvent } from '@/lib/server/enquiries/lead-events';
import { berlinDay } from '@/lib/time/berlin';
import { Booking } from '@/models/booking';

// What one e-mail address can do with the public booking form (issue 40): anyone can type anyone's
// address, so the form must not be a way to fill a stranger's inbox with mail from the firm, nor
// the advisers' calendars with one person's bookings.
//
// - At most UPCOMING_PER_ADDRESS confirmed bookings still to come per address. book.ts checks
//   before it claims any time and again right after the booking is written (see there).
// - At most MAILS_PER_DAY booking mails a day to one address, counted per Berlin day. What counts,
//   and is held back past the limit: the confirmation of a new booking, and the mail with the
//   links of the bookings an address has (sent instead of a third booking). What neither counts
//   nor is held back: a booking's reminders (they follow a confirmation that went, at most two per
//   booking, and an address holds at most two bookings), and the mails of a move or cancellation
//   (staff changing an appointment must reach the person; a change by link needs the link, so
//   only the mailbox's owner can make one). The adviser's mails are never held back.

export const { upcomingPerAddress: UPCOMING_PER_ADDRESS, mailsPerDay: MAILS_PER_DAY } = BOOKING_LIMITS;

const DAY_MS = 24 * 60 * 60_000;

// An address as bookings store it (models/booking.ts lowercases and trims).
export function bookingAddress(email: string): string {
  return email.trim().toLowerCase();
}

export type UpcomingBooking = { id: string; start: Date; enquiryId: string | null; typeName: string };

// The address's confirmed bookings that have not started, soonest first.
export async function upcomingBookings(email: string, now: Date): Promise<UpcomingBooking[]> {
  await connectDb();
  const rows = await Booking.find({ email: bookingAddress(email), status: 'confirmed', start: mongoose.trusted({ $gt: now }) })
    .select('start enquiryId typeName')
    .sort({ start: 1, _id: 1 })
    .lean();
  return rows.map((row) => ({ id: row._id.toString(), start: row.start, enquiryId: row.enquiryId?.toString() ?? null, typeName: row.typeName }));
}

// Takes one of the address's booking mails of the Berlin day `now` is in: a unique insert of
// `booking-mail:<hash of the address>:<day>:<n>` for n = 1, 2, 3 (models/single-use.ts), so of any
// number of requests at once exactly MAILS_PER_DAY get one, on FerretDB as on MongoDB (no counter
// is incremented, nothing is updated). The address is kept as its SHA-256 only. Returns the
// claim's `<day>-<n>` (a mail's kind can carry it), or null when the day's mails are used up.
export async function claimBookingMail(email: string, now: Date): Promise<string | null> {
  const day = berlinDay(now);
  const address = createHash('sha256').update(bookingAddress(email)).digest('base64url');
  // Kept past the end of the Berlin day it counts for.
  const keepUntil = new Date(now.getTime() + 2 * DAY_MS);
  for (let n = 1; n <= MAILS_PER_DAY; n += 1) {
    if (await claimOnce(`booking-mail:${address}:${day}:${n}`, keepUntil)) return `${day}-${n}`;
  }
  return null;
}

// The lead's timeline says why a visitor's mail did not go: `mail` names it (the outbox kind of a
// booking's confirmation, or 'links' for the mail with an address's links).
export async function recordWithheldMail(booking: { id: string; enquiryId: string | null; start: Date; typeName: string }, mail: string): Promise<void> {
  if (!booking.enquiryId) return;
  await recordLeadEvent(booking.enquiryId, null, {
    kind: 'booking-mail-withheld',
    mailKind: mail,
    bookingId: booking.id,
    bookingStart: booking.start,
    typeName: booking.typeName,
  });
}
