import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// One change of a text in one language: the value it had before (the catalogue's default when it
// had no override), who replaced it and when. Written once per save and per reset, so the newest
// one is also the last change of any text (the other instances' watch, lib/server/texts/watch.ts).
// The newest TEXT_REVISIONS_KEPT per text and language are kept (lib/server/texts/store.ts).
const textOverrideRevisionSchema = new Schema({
  locale: { type: String, required: true },
  key: { type: String, required: true },
  value: { type: String, required: true },
  // True when the value was the catalogue's default (no override then).
  wasDefault: { type: Boolean, default: false },
  replacedBy: { type: String, default: '' },
  replacedAt: { type: Date, required: true },
});

textOverrideRevisionSchema.index({ key: 1, replacedAt: -1 });
textOverrideRevisionSchema.index({ replacedAt: -1 });

export type TextOverrideRevisionFields = InferSchemaType<typeof textOverrideRevisionSchema>;
export const TextOverrideRevision: Model<TextOverrideRevisionFields> =
  (mongoose.models.TextOverrideRevision as Model<TextOverrideRevisionFields>) || mongoose.model('TextOverrideRevision', textOverrideRevisionSchema);
