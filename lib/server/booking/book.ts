import 'server-only';
import type { ParsedBookingRequest } from '@/lib/validation/booking';

export type BookOutcome =
  | { ok: true; bookingId: string; enquiryId: string; start: Date; end: Date }
  // `taken`: the slot is no longer free (or was never offered); `alternatives` are free starts.
  | { ok: false; reason: 'taken'; alternatives: Date[] }
  | { ok: false; reason: 'unknown-type' };

// FOUNDATION STUB (issue 29): the engine replaces the body. Books a consultation: checks that the
// start is one freeSlotsForType offers now, picks a free adviser, claims their time
// (lib/server/booking/claims.ts claimTime under the hold `<bookingId>:0`), writes the booking,
// creates or joins the visitor's enquiry (source 'booking') with a lead event, and queues the mails
// (booking-mail.ts queueBookingMail(bookingId, 'booked')).
export async function bookConsultation(request: ParsedBookingRequest, options: { now?: Date } = {}): Promise<BookOutcome> {
  void request;
  void options;
  throw new Error('bookConsultation: the booking engine is not merged yet');
}
