import { valuesOf } from '@/lib/fields/labelled-values';
import type { Locale } from '@/i18n/locales';

// Consultation booking (issue 29): the browser-safe vocabulary shared by the models, the server,
// the public booking pages, the agenda and the mails.

// How a consultation takes place. A video meeting uses the type's link; an office visit the
// firm's address (site settings); phone and WhatsApp the visitor's number. Each with the back
// office's words for it (a type's form and list, the agenda, a lead's consultations); the public
// pages have theirs in each language's catalogue.
export const CHANNEL_LABELS = {
  video: 'Video call',
  phone: 'Phone call',
  whatsapp: 'WhatsApp call',
  office: 'Office visit',
};
export const CHANNELS = valuesOf(CHANNEL_LABELS);
export type Channel = (typeof CHANNELS)[number];

// A booking is confirmed when made; cancelled by the visitor or staff; done or no-show once staff
// mark how it went. A move keeps the booking (same id and calendar UID) and raises its sequence.
// Each with the back office's words for it (the agenda, a lead's consultations).
export const BOOKING_STATUS_LABELS = { confirmed: 'Confirmed', cancelled: 'Cancelled', done: 'Done', 'no-show': 'No-show' };
export const BOOKING_STATUSES = valuesOf(BOOKING_STATUS_LABELS);
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

// Who cancelled or moved a booking.
export const BOOKING_ACTORS = ['visitor', 'staff'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

// What the public booking API answers for the free times (GET /api/v1/booking/slots).
export type SlotsResponse = {
  typeId: string;
  // Berlin days asked for, first and last included.
  from: string;
  to: string;
  // Start instants (ISO 8601, UTC), in order: the browser groups them by the visitor's own day.
  slots: string[];
};

// What POST /api/v1/booking answers on 201 (and the reschedule route on 200).
export type BookingConfirmation = {
  bookingId: string;
  start: string;
  end: string;
  timeZone: string;
  typeName: string;
  channel: Channel;
  locale: Locale;
};

// The 409 answer: the slot is no longer free (or was never offered); these are free instead.
export type SlotTakenBody = { success: false; message: string; alternatives: string[] };

// What one e-mail address may do with the public booking (issue 40; lib/server/booking/booking-limits.ts):
// hold this many confirmed bookings still to come, and receive this many booking mails a Berlin day.
export const BOOKING_LIMITS = { upcomingPerAddress: 2, mailsPerDay: 3 } as const;

// The 409 answer to a booking over the address's limit: the message says whether the address was
// sent the links of the bookings it has.
export const BOOKING_LIMIT_CODE = 'booking-limit';
export type BookingLimitBody = { success: false; message: string; code: typeof BOOKING_LIMIT_CODE };

// What the booking page sends (POST /api/v1/booking; lib/booking/booking-request.ts checks it). One of
// phoneNumber and whatsappNumber is required; `consent` must be true; `website` is the honeypot.
export type BookingRequest = {
  typeId: string;
  // The chosen start instant, ISO 8601.
  start: string;
  fullName: string;
  email: string;
  phoneNumber?: string;
  whatsappNumber?: string;
  topic?: string;
  consent: boolean;
  // The visitor's IANA zone as chosen on the page ("Asia/Kolkata").
  timeZone: string;
  locale?: Locale;
  // The same id on a repeat of the same submission books nothing twice.
  clientId?: string;
  // As on the enquiry dialog (lib/leads/lead-fields.ts): where the visitor came from, and a
  // self-check block when booked from a check's result.
  attribution?: unknown;
  attachment?: unknown;
  website?: string;
};

// Reschedule and cancel by the visitor's link (POST /api/v1/booking/reschedule and /cancel).
export type RescheduleRequest = { token: string; start: string; reason?: string };
export type CancelRequest = { token: string; reason?: string };
