import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// A post as it was saved, once per save: staff can see what changed and restore an earlier text.
// The newest REVISIONS_KEPT of each post are kept (recordRevision).
const postRevisionSchema = new Schema({
  postId: { type: Schema.Types.ObjectId, required: true },
  savedAt: { type: Date, required: true },
  // Who saved it (name as it was then); empty for saves made outside the back office.
  savedBy: { type: String, default: '' },
  headline: { type: String, required: true },
  summary: { type: String, required: true },
  category: { type: String, required: true },
  tags: { type: [String], default: [] },
  imageAlt: { type: String, default: '' },
  seoTitle: { type: String, default: '' },
  seoDescription: { type: String, default: '' },
});

postRevisionSchema.index({ postId: 1, savedAt: -1 });

export type PostRevisionFields = InferSchemaType<typeof postRevisionSchema>;
export const PostRevision: Model<PostRevisionFields> =
  (mongoose.models.PostRevision as Model<PostRevisionFields>) || mongoose.model('PostRevision', postRevisionSchema);
