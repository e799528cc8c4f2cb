import { randomUUID } from 'node:crypto';
import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { BOOKING_ACTORS, BOOKING_STATUSES, CHANNELS } from '../lib/booking/booking';
import { PUBLISHED_LOCALES, DEFAULT_LOCALE } from '../i18n/locales';

// One consultation booked by a visitor (issue 29). A booking is part of a lead: `enquiryId` names
// the enquiry it created or joined, and its steps are on that lead's timeline (models/lead-event.ts).
// Its time is held by claims (models/booking-claim.ts) under the hold `<_id>:<sequence>`; a move
// raises `sequence` (the calendar invitation's SEQUENCE too) and claims the new time under the new
// hold before the old one is released. Writes are whole-field `$set`s by the one request that
// holds the booking's claims, so they are correct on FerretDB as on MongoDB.
const bookingSchema = new Schema(
  {
    typeId: { type: String, required: true },
    // Copies of the type as booked: editing the type later changes no booking.
    typeName: { type: String, required: true },
    durationMinutes: { type: Number, required: true },
    channel: { type: String, required: true, enum: CHANNELS },
    adviserId: { type: String, required: true },
    adviserName: { type: String, default: '' },
    // The meeting, and the time it blocks with the type's buffers.
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    blockStart: { type: Date, required: true },
    blockEnd: { type: Date, required: true },
    // The Berlin day of `start` (the daily maximum, the agenda).
    day: { type: String, required: true },
    status: { type: String, required: true, enum: BOOKING_STATUSES, default: 'confirmed' },
    // Raised on every change the visitor is told about (a move, a cancellation).
    sequence: { type: Number, required: true, default: 0 },
    // The calendar invitation's UID: stable for the booking's whole life.
    uid: { type: String, required: true },
    fullName: { type: String, required: true, trim: true, maxlength: 200 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 320 },
    phoneNumber: { type: String, trim: true, maxlength: 50, default: '' },
    whatsappNumber: { type: String, trim: true, maxlength: 50, default: '' },
    topic: { type: String, trim: true, maxlength: 2000, default: '' },
    // The visitor's IANA zone, as chosen on the booking page: their mails state times in it.
    timeZone: { type: String, required: true },
    locale: { type: String, enum: PUBLISHED_LOCALES, default: DEFAULT_LOCALE },
    enquiryId: { type: Schema.Types.ObjectId, default: null },
    cancelledAt: { type: Date, default: null },
    cancelledBy: { type: String, enum: [...BOOKING_ACTORS, null], default: null },
    // The visitor's or the staff member's optional reason for the last cancellation or move.
    reason: { type: String, trim: true, maxlength: 1000, default: '' },
    // Set when staff marked it done or no-show, by whom.
    outcomeAt: { type: Date, default: null },
    // A repeat of the same submission (double click, retry) books nothing twice.
    clientId: { type: String, default: () => randomUUID() },
    anonymisedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

bookingSchema.index({ adviserId: 1, day: 1 });
bookingSchema.index({ day: 1, start: 1 });
bookingSchema.index({ enquiryId: 1 });
bookingSchema.index({ email: 1 });
bookingSchema.index({ clientId: 1 }, { unique: true });

export type BookingFields = InferSchemaType<typeof bookingSchema>;
export const Booking: Model<BookingFields> = (mongoose.models.Booking as Model<BookingFields>) || mongoose.model('Booking', bookingSchema);
