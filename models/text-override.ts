import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// The firm's wording of one catalogue text in one language (the Texts screen, issue 45), shown
// instead of the catalogue's (messages/<locale>/). One document per language and key, its `_id`
// `${locale}:${key}` ('de:Home.hero.heading'), so a save is one replace by `_id` on both engines.
// A reset deletes it; the earlier values are in models/text-override-revision.ts.
const textOverrideSchema = new Schema({
  _id: { type: String, required: true },
  locale: { type: String, required: true },
  key: { type: String, required: true },
  value: { type: String, required: true },
  // Who saved it (name as it was then).
  updatedBy: { type: String, default: '' },
  updatedAt: { type: Date, required: true },
});

textOverrideSchema.index({ locale: 1 });

export type TextOverrideFields = InferSchemaType<typeof textOverrideSchema>;
export const TextOverride: Model<TextOverrideFields> =
  (mongoose.models.TextOverride as Model<TextOverrideFields>) || mongoose.model('TextOverride', textOverrideSchema);

export const textOverrideId = (locale: string, key: string) => `${locale}:${key}`;
