import type { BookingConfirmation } from './booking';

// The booking pages' forms (issue 41): what they send to their Server Actions
// (app/(site)/lang/[locale]/book/actions.ts) besides the hidden fields, and what comes back beside
// the status line. Browser-safe: the forms and the actions share it.

// What the visitor types when booking, in the order they fill it in. `consent` is the checkbox.
export const BOOKING_FORM_FIELDS = ['fullName', 'email', 'phoneNumber', 'whatsappNumber', 'topic', 'consent'] as const;
export const CHANGE_FORM_FIELDS = ['reason'] as const;

// A free time offered instead of a taken one is a submit button of this name: pressed, it is the
// time asked for (it wins over the form's hidden `start`).
export const ALTERNATIVE_FIELD = 'alternative';

export type BookingFormResult =
  // Booked, moved or cancelled: the booking as it is now.
  | { kind: 'done'; confirmation: BookingConfirmation }
  // The time was taken meanwhile: these are free instead.
  | { kind: 'taken'; alternatives: string[] }
  // A move or cancellation by link that the link cannot make: too close to the meeting, or the link
  // no longer valid. The page offers the firm's phone and WhatsApp.
  | { kind: 'too-late' | 'link' };
