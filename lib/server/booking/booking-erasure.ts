import 'server-only';
import type { Types } from 'mongoose';
import { FIRM_TIME_ZONE } from '@/lib/time/berlin';
import { ANONYMISED_LEAD } from '@/lib/retention/anonymised';
import { connectDb } from '@/lib/server/db';
import { deleteMessages } from '@/lib/server/mail/outbox';
import { Booking } from '@/models/booking';
import { bookingMailGroup } from './booking-mail';
import { releaseClaims } from './claims';
import { holdId } from './holds';

// A booking's personal data leaves with its lead (lib/server/leads/lead-erasure.ts: the retention
// job, deleting a lead) or with the person's address (the data-subject tool). Each step is
// idempotent and the booking itself goes (or is rewritten) last, so a run cut off half-way is
// finished by the next. Its lead events go with the lead's events.

type BookingId = string | Types.ObjectId;
type BookingTraces = { _id: Types.ObjectId; sequence?: number | null };

// Every hold the booking had: `<id>:0` up to its current sequence (a move claims the new hold
// before it releases the old, so an older one can be left by a process killed in between).
async function releaseHolds(booking: BookingTraces): Promise<void> {
  for (let sequence = 0; sequence <= (booking.sequence ?? 0); sequence += 1) await releaseClaims(holdId(booking._id.toString(), sequence));
}

async function eraseBookings(bookings: BookingTraces[]): Promise<number> {
  let erased = 0;
  for (const booking of bookings) {
    await releaseHolds(booking);
    await deleteMessages(bookingMailGroup(booking._id.toString()));
    const { deletedCount } = await Booking.deleteOne({ _id: booking._id });
    erased += deletedCount;
  }
  return erased;
}

// The lead's bookings with their time claims and mail (queued reminders included). How many went.
export async function eraseBookingsOfEnquiry(enquiryId: BookingId): Promise<number> {
  await connectDb();
  return eraseBookings(await Booking.find({ enquiryId: enquiryId.toString() }).select('sequence').lean<BookingTraces[]>());
}

// The bookings made with this e-mail address, in any letter case, whatever lead they joined.
export async function eraseBookingsOfAddress(address: RegExp): Promise<number> {
  await connectDb();
  return eraseBookings(await Booking.find({ email: address }).select('sequence').lean<BookingTraces[]>());
}

// The visitor's data in the lead's bookings is replaced, as the lead's is; type, adviser, time and
// status stay for the counts. Their mail goes; the time stays claimed while a booking is still to
// come (it is still held for someone), the claims of the others go.
export async function anonymiseBookingsOfEnquiry(enquiryId: BookingId, now = new Date()): Promise<number> {
  await connectDb();
  const bookings = await Booking.find({ enquiryId: enquiryId.toString(), anonymisedAt: null }).select('sequence status end').lean();
  for (const booking of bookings) {
    if (booking.status !== 'confirmed' || booking.end <= now) await releaseHolds(booking);
    await deleteMessages(bookingMailGroup(booking._id.toString()));
    await Booking.updateOne(
      { _id: booking._id },
      {
        $set: {
          fullName: ANONYMISED_LEAD.fullName,
          email: ANONYMISED_LEAD.email,
          phoneNumber: '',
          whatsappNumber: '',
          topic: '',
          reason: '',
          timeZone: FIRM_TIME_ZONE,
          anonymisedAt: now,
        },
      },
    );
  }
  return bookings.length;
}
