import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// One five-minute cell of an adviser's time, claimed by one booking (lib/booking/cells.ts): the
// `_id` ("adviser:cell") is what refuses a second booking of the same time. A booking's claims go
// with it when it is cancelled; claims whose booking never appeared (a process killed between the
// claim and the booking) are released by the sweeper after `claimedAt` is old enough.
const bookingClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    claimedAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'bookingclaims' },
);

bookingClaimSchema.index({ bookingId: 1 });
bookingClaimSchema.index({ claimedAt: 1 });

export type BookingClaimFields = InferSchemaType<typeof bookingClaimSchema>;
export const BookingClaim: Model<BookingClaimFields> =
  (mongoose.models.BookingClaim as Model<BookingClaimFields>) || mongoose.model('BookingClaim', bookingClaimSchema);
