import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// The unsubscribe link of one newsletter issue's mail to one subscriber (issue 30). Only the
// SHA-256 hash of the link's random secret is stored, so every message needs its own row, written
// before the message is queued (runNewsletterSending). It never expires; using it
// unsubscribes the subscriber (unsubscribe) and records the first use,
// which is what the issue's "unsubscribed" count counts. Deleted with the subscriber and with the issue.
const newsletterUnsubscribeLinkSchema = new Schema({
  // The secret's hash.
  _id: { type: String, required: true },
  subscriberId: { type: String, required: true },
  issueId: { type: String, required: true },
  createdAt: { type: Date, required: true },
  usedAt: { type: Date, default: null },
});

// An issue's count and deletion, a subscriber's erasure.
newsletterUnsubscribeLinkSchema.index({ issueId: 1, usedAt: 1 });
newsletterUnsubscribeLinkSchema.index({ subscriberId: 1 });

export type NewsletterUnsubscribeLinkFields = InferSchemaType<typeof newsletterUnsubscribeLinkSchema>;
export const NewsletterUnsubscribeLink: Model<NewsletterUnsubscribeLinkFields> =
  (mongoose.models.NewsletterUnsubscribeLink as Model<NewsletterUnsubscribeLinkFields>) ||
  mongoose.model('NewsletterUnsubscribeLink', newsletterUnsubscribeLinkSchema);
