import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// An adviser's own calendar, read for busy times (lib/server/busy-calendar/): `_id` is the
// account's id, one per adviser. The address is a secret (anyone holding it can read the
// calendar): stored sealed only. `intervals` is the last good copy, replaced whole by a successful
// read; a failed read leaves it and records why. `version` changes with every new address, so a
// read of the old one that finishes late does not overwrite the new one's.
const busyCalendarSchema = new Schema(
  {
    _id: { type: String, required: true },
    sealedAddress: { type: String, required: true },
    maskedAddress: { type: String, required: true },
    version: { type: String, required: true },
    intervals: { type: [new Schema({ start: { type: Date, required: true }, end: { type: Date, required: true } }, { _id: false })], default: [] },
    fetchedAt: { type: Date, default: null },
    lastError: { type: String, default: null },
    lastFailedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'busycalendars' },
);

export type BusyCalendarFields = InferSchemaType<typeof busyCalendarSchema>;
export const BusyCalendar: Model<BusyCalendarFields> =
  (mongoose.models.BusyCalendar as Model<BusyCalendarFields>) || mongoose.model('BusyCalendar', busyCalendarSchema);
