import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// A browser's like of a post: at most one, enforced by the unique index.
const postLikeSchema = new Schema(
  {
    postId: { type: Schema.Types.ObjectId, required: true },
    visitor: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

postLikeSchema.index({ postId: 1, visitor: 1 }, { unique: true });
// The dashboard counts likes per month.
postLikeSchema.index({ createdAt: 1 });

export type PostLikeFields = InferSchemaType<typeof postLikeSchema>;
export const PostLike: Model<PostLikeFields> =
  (mongoose.models.PostLike as Model<PostLikeFields>) || mongoose.model('PostLike', postLikeSchema);
