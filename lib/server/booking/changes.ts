import 'server-only';

// Who changes a booking: the visitor by a link from their mail, or a staff member in the agenda.
export type BookingChanger = { kind: 'visitor' } | { kind: 'staff'; actorId: string; actorName: string };

export type MoveOutcome =
  | { ok: true; start: Date; end: Date }
  | { ok: false; reason: 'taken'; alternatives: Date[] }
  | { ok: false; reason: 'not-found' | 'not-changeable' };

export type ChangeOutcome = { ok: true } | { ok: false; reason: 'not-found' | 'not-changeable' };

// FOUNDATION STUBS (issue 29): the engine replaces the bodies.

// Cancels a confirmed booking: status cancelled, sequence raised, claims released, pending
// reminders dropped, the visitor and the adviser told (METHOD:CANCEL), a lead event written.
export async function cancelBooking(bookingId: string, by: BookingChanger, reason = '', now: Date = new Date()): Promise<ChangeOutcome> {
  void [bookingId, by, reason, now];
  throw new Error('cancelBooking: the booking engine is not merged yet');
}

// Moves a confirmed booking to `start` (a slot offered now, the booking's own time not counting
// as busy): claims the new time under the hold `<id>:<sequence+1>`, then sets the time and raises
// the sequence, then releases the old hold; drops the old reminders, queues the 'moved' mails and
// new reminders, and writes a lead event.
export async function moveBooking(bookingId: string, start: Date, by: BookingChanger, reason = '', now: Date = new Date()): Promise<MoveOutcome> {
  void [bookingId, start, by, reason, now];
  throw new Error('moveBooking: the booking engine is not merged yet');
}

// Staff mark how a past or current booking went; a lead event records it. The visitor gets no mail.
export async function markBookingOutcome(bookingId: string, outcome: 'done' | 'no-show', by: Extract<BookingChanger, { kind: 'staff' }>): Promise<ChangeOutcome> {
  void [bookingId, outcome, by];
  throw new Error('markBookingOutcome: the booking engine is not merged yet');
}
