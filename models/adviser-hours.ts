import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// One staff member's availability for bookings (lib/booking/adviser-hours.ts, the record):
// `_id` is the account's id, so there is one per adviser and every save writes it whole. Hours are
// Berlin wall-clock times ("HH:mm"); lib/booking/slots.ts turns them into free start times.
const intervalSchema = new Schema({ start: { type: String, required: true }, end: { type: String, required: true } }, { _id: false });

const adviserHoursSchema = new Schema(
  {
    _id: { type: String, required: true },
    weekly: {
      type: [new Schema({ weekday: { type: Number, required: true, min: 1, max: 7 }, start: { type: String, required: true }, end: { type: String, required: true } }, { _id: false })],
      default: [],
    },
    exceptions: {
      type: [new Schema({ day: { type: String, required: true }, intervals: { type: [intervalSchema], default: [] }, note: { type: String, default: '' } }, { _id: false })],
      default: [],
    },
    typeIds: { type: [String], default: [] },
    // Added by the seed for the first administrator; listed by the launch check until saved.
    sample: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'adviserhours' },
);

export type AdviserHoursFields = InferSchemaType<typeof adviserHoursSchema>;
export const AdviserHours: Model<AdviserHoursFields> =
  (mongoose.models.AdviserHours as Model<AdviserHoursFields>) || mongoose.model('AdviserHours', adviserHoursSchema);
