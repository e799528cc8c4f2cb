import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// Proof that something meant to be used once has been: an invitation or reset link, a two-factor
// code in its time step, a recovery code. The id names the thing; inserting into the always unique
// `_id` index is the only write that is atomic on FerretDB v1 as on MongoDB, so of two requests
// using the same thing at once exactly one succeeds (claimOnce).
const singleUseSchema = new Schema({
  _id: { type: String, required: true },
  // Kept while the thing it records could still be presented, then swept (no TTL on FerretDB v1).
  expiresAt: { type: Date, required: true },
});

singleUseSchema.index({ expiresAt: 1 });

export type SingleUseFields = InferSchemaType<typeof singleUseSchema>;
export const SingleUse: Model<SingleUseFields> = (mongoose.models.SingleUse as Model<SingleUseFields>) || mongoose.model('SingleUse', singleUseSchema);
