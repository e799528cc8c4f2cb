import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { POST_CATEGORIES, POST_LIMITS, POST_MESSAGES, POST_STATUSES } from '@/lib/posts/post';
import { PUBLISHED_LOCALES } from '../i18n/locales';

const postSchema = new Schema(
  {
    headline: {
      type: String,
      required: [true, POST_MESSAGES.headlineRequired],
      trim: true,
      minlength: [POST_LIMITS.headlineMin, POST_MESSAGES.headlineMin],
      maxlength: [POST_LIMITS.headline, POST_MESSAGES.headlineMax],
    },
    // Also the full body of the article (SPEC section 3).
    summary: {
      type: String,
      required: [true, POST_MESSAGES.summaryRequired],
      trim: true,
      minlength: [POST_LIMITS.summaryMin, POST_MESSAGES.summaryMin],
    },
    category: {
      type: String,
      required: [true, POST_MESSAGES.categoryRequired],
      enum: { values: POST_CATEGORIES, message: POST_MESSAGES.categoryInvalid },
    },
    // Stored file name, served from /uploads/{image}.
    image: { type: String, trim: true },
    tags: { type: [String], default: [] },
    views: { type: Number, default: 0, min: 0 },
    likes: { type: Number, default: 0, min: 0 },
    readTime: { type: String, trim: true },
    // Public once status is not draft and publishAt has come (publicPostFilter).
    // Posts stored before statuses existed have neither field and count as published.
    status: { type: String, enum: { values: POST_STATUSES, message: POST_MESSAGES.statusInvalid }, default: 'published' },
    publishAt: { type: Date },
    // The address, /blog/{slug}; the addresses it had before keep redirecting to it.
    slug: { type: String, trim: true },
    oldSlugs: { type: [String], default: [] },
    imageAlt: { type: String, trim: true },
    // Shown when the post is shared, instead of the cover (an upload's file name).
    socialImage: { type: String, trim: true },
    seoTitle: { type: String, trim: true },
    seoDescription: { type: String, trim: true },
    noindex: { type: Boolean, default: false },
    // The author's profile (models/author.ts); none: the firm's team.
    authorId: { type: Schema.Types.ObjectId, ref: 'Author' },
    // When staff last marked the content as checked (shown as "Reviewed on").
    reviewedAt: { type: Date },
    // The post's language: it is listed, searched and fed (RSS) in that language only, at
    // /blog/{slug} or /{locale}/blog/{slug}. Posts stored before languages existed are English
    // (and are given the field at start-up, publication-clock.ts).
    locale: { type: String, enum: PUBLISHED_LOCALES as string[], default: 'en' },
    // The post's translations share this id: the first post's own _id. At most one post per
    // language in a group (the unique index below).
    translationGroup: { type: Schema.Types.ObjectId },
  },
  { timestamps: true, toJSON: { versionKey: false } },
);

// A post saved without a publish time is published when it was made.
postSchema.pre('validate', function () {
  if (!this.publishAt && this.status !== 'draft') this.publishAt = this.createdAt ?? new Date();
});

postSchema.index({ createdAt: -1 });
// One post per address in each language (an English and a German post may share a slug); posts
// stored before addresses existed have none until dated (publication-clock.ts). Sparse, since
// FerretDB has no partial indexes. Replaces the unique { slug } of one language, which start-up
// drops (dropSingleLanguageSlugIndex, publication-clock.ts).
postSchema.index({ locale: 1, slug: 1 }, { unique: true, sparse: true });
postSchema.index({ oldSlugs: 1 });
// At most one post per language in a translation group; the group's posts are read together.
postSchema.index({ translationGroup: 1, locale: 1 }, { unique: true, sparse: true });
// The public list: what is out, newest first.
postSchema.index({ publishAt: -1 });
postSchema.index({ category: 1, createdAt: -1 });
// An author's page lists their posts.
postSchema.index({ authorId: 1, publishAt: -1 });
// The dashboard's Top Performing Posts: most viewed first, ties in a stable order.
postSchema.index({ views: -1, _id: -1 });

export type PostFields = InferSchemaType<typeof postSchema>;
export const Post: Model<PostFields> = (mongoose.models.Post as Model<PostFields>) || mongoose.model('Post', postSchema);
