import type { Channel } from './booking';

// What the page a booking mail's link opens shows (lib/server/booking/link-view.ts reads it).
export type LinkedBooking = {
  start: string;
  // The zone the visitor chose when booking: the page states the time in it.
  timeZone: string;
  typeId: string;
  typeName: string;
  channel: Channel;
  horizonDays: number;
};

export type BookingLinkView =
  | { kind: 'invalid' | 'expired' | 'used' }
  // Cancelled; over (held, marked done or no-show, or its time has passed); too late to change by
  // link (inside the type's change notice): the page offers phone and WhatsApp.
  | { kind: 'cancelled' | 'over' | 'too-late'; booking: LinkedBooking }
  // The change this link made a moment ago (moved, cancelled): the page after the form's post.
  | { kind: 'changed'; booking: LinkedBooking }
  // `bookingId`: the steps as pages count its own time as free.
  | { kind: 'open'; booking: LinkedBooking; token: string; bookingId: string };
