import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// One document per post, day and browser that viewed it: the unique index makes a repeated view
// a no-op, and counting them per day gives the daily buckets the dashboard charts.
const postViewSchema = new Schema({
  postId: { type: Schema.Types.ObjectId, required: true },
  // UTC calendar day, YYYY-MM-DD.
  day: { type: String, required: true },
  visitor: { type: String, required: true },
});

postViewSchema.index({ postId: 1, day: 1, visitor: 1 }, { unique: true });
postViewSchema.index({ day: 1 });

export type PostViewFields = InferSchemaType<typeof postViewSchema>;
export const PostView: Model<PostViewFields> =
  (mongoose.models.PostView as Model<PostViewFields>) || mongoose.model('PostView', postViewSchema);
