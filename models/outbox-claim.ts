import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// Ownership of one delivery attempt of one outbox message. The id names the message and the exact
// state it was read in (`<messageId>:<attempts>:<nextAttemptAt ms>`): inserting into the always
// unique `_id` index is the only write that is atomic on FerretDB v1 as on MongoDB, so of several
// sweepers that read the same due message exactly one gets to send it (claimMessage).
const outboxClaimSchema = new Schema({
  _id: { type: String, required: true },
  // The lease this claim gives its owner: after it, another sweeper may take the message over
  // (claimMessage). Claims stored before this field have none.
  leaseUntil: { type: Date },
  // Claims are deleted by the sweeper after this time, never by a TTL index (FerretDB v1 has none).
  expiresAt: { type: Date, required: true },
});

outboxClaimSchema.index({ expiresAt: 1 });

export type OutboxClaimFields = InferSchemaType<typeof outboxClaimSchema>;
export const OutboxClaim: Model<OutboxClaimFields> =
  (mongoose.models.OutboxClaim as Model<OutboxClaimFields>) || mongoose.model('OutboxClaim', outboxClaimSchema);
