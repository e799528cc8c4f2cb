import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// One document per counted request. Inserts are atomic on every engine, where a shared counter
// updated with $inc loses increments under concurrency on FerretDB v1 (docs/developers.md,
// Database compatibility).
const rateLimitHitSchema = new Schema({
  key: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});

rateLimitHitSchema.index({ key: 1, _id: 1 });
rateLimitHitSchema.index({ expiresAt: 1 });

export type RateLimitHitFields = InferSchemaType<typeof rateLimitHitSchema>;
export const RateLimitHit: Model<RateLimitHitFields> =
  (mongoose.models.RateLimitHit as Model<RateLimitHitFields>) || mongoose.model('RateLimitHit', rateLimitHitSchema);
