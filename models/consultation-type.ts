import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { CHANNELS } from '../lib/booking/booking';
import { CONSULTATION_DEFAULTS } from '../lib/booking/consultation-type';
import { localizedText } from './localized-text';

// A kind of consultation visitors can book (lib/booking/consultation-type.ts, the record), set by
// administrators. Bookings keep a copy of what they need (name, duration, channel), so editing or
// removing a type never changes a booking already made.
const consultationTypeSchema = new Schema(
  {
    // The booking page's address (/book/{slug}); unique.
    slug: { type: String, required: true, trim: true, maxlength: 80 },
    name: localizedText({ required: true }),
    description: localizedText({ required: false }),
    // What the visitor should have ready, shown on the booking page.
    preparation: localizedText({ required: false }),
    durationMinutes: { type: Number, required: true, min: 5, max: 480 },
    serviceId: { type: String, default: null },
    channel: { type: String, required: true, enum: CHANNELS },
    videoUrl: { type: String, default: '', maxlength: 500 },
    intervalMinutes: { type: Number, required: true, min: 5, max: 480, default: CONSULTATION_DEFAULTS.intervalMinutes },
    bufferBeforeMinutes: { type: Number, required: true, min: 0, max: 240, default: CONSULTATION_DEFAULTS.bufferBeforeMinutes },
    bufferAfterMinutes: { type: Number, required: true, min: 0, max: 240, default: CONSULTATION_DEFAULTS.bufferAfterMinutes },
    minimumNoticeMinutes: { type: Number, required: true, min: 0, default: CONSULTATION_DEFAULTS.minimumNoticeMinutes },
    horizonDays: { type: Number, required: true, min: 1, max: 365, default: CONSULTATION_DEFAULTS.horizonDays },
    maxPerDay: { type: Number, default: null },
    changeNoticeMinutes: { type: Number, required: true, min: 0, default: CONSULTATION_DEFAULTS.changeNoticeMinutes },
    remindersMinutesBefore: { type: [Number], default: () => [...CONSULTATION_DEFAULTS.remindersMinutesBefore] },
    active: { type: Boolean, default: true },
    sample: { type: Boolean, default: false },
    order: { type: Number, default: 0 },
  },
  { timestamps: true },
);

consultationTypeSchema.index({ slug: 1 }, { unique: true });

export type ConsultationTypeFields = InferSchemaType<typeof consultationTypeSchema>;
export const ConsultationType: Model<ConsultationTypeFields> =
  (mongoose.models.ConsultationType as Model<ConsultationTypeFields>) || mongoose.model('ConsultationType', consultationTypeSchema);
