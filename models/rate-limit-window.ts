import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// One counter per (limit, client, time window). Kept in the database so that every app instance
// counts against the same limit.
const rateLimitWindowSchema = new Schema({
  key: { type: String, required: true },
  count: { type: Number, required: true, default: 0 },
  expiresAt: { type: Date, required: true },
});

rateLimitWindowSchema.index({ key: 1 }, { unique: true });
rateLimitWindowSchema.index({ expiresAt: 1 });

export type RateLimitWindowFields = InferSchemaType<typeof rateLimitWindowSchema>;
export const RateLimitWindow: Model<RateLimitWindowFields> =
  (mongoose.models.RateLimitWindow as Model<RateLimitWindowFields>) ||
  mongoose.model('RateLimitWindow', rateLimitWindowSchema);
