import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// A staff member's private calendar subscription address (issue 47): `_id` is the account's id, so
// a person has at most one (a second create is a duplicate key, the one write that is atomic on
// FerretDB v1 as on MongoDB). Only the SHA-256 of the address's secret is stored, so a copy of the
// database opens no feed; replacing the secret is one `$set` of the hash, after which the old
// address finds nothing.
const calendarFeedSchema = new Schema({
  _id: { type: String, required: true },
  tokenHash: { type: String, required: true, unique: true },
  createdAt: { type: Date, required: true, default: () => new Date() },
});

export type CalendarFeedFields = InferSchemaType<typeof calendarFeedSchema>;
export const CalendarFeed: Model<CalendarFeedFields> =
  (mongoose.models.CalendarFeed as Model<CalendarFeedFields>) || mongoose.model('CalendarFeed', calendarFeedSchema);
