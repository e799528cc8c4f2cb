import 'server-only';

// What happened to a booking that its people are told about.
export type BookingMailChange = 'booked' | 'moved' | 'cancelled';

// FOUNDATION STUBS (issue 29): the mail part replaces the bodies.

// Queues through the outbox the visitor's mail (in the booking's language, times in their zone
// and in Berlin time, reschedule and cancel links, an .ics invitation: METHOD:REQUEST for booked
// and moved, METHOD:CANCEL for cancelled, SEQUENCE = booking.sequence) and the adviser's
// notification (with the same invitation); for 'booked' and 'moved' also the reminders, each due at
// its time before the start. Idempotent per booking, change and sequence.
export async function queueBookingMail(bookingId: string, change: BookingMailChange): Promise<void> {
  void [bookingId, change];
}

// Removes the booking's reminders still waiting in the outbox (before a move or cancellation).
export async function dropPendingReminders(bookingId: string): Promise<void> {
  void bookingId;
}
