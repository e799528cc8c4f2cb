import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { EMAIL_PATTERN } from '../lib/fields/email';
import { NEWSLETTER_STATUSES, UNSUBSCRIBE_WAYS } from '../lib/newsletter/newsletter';

// One newsletter subscriber per address (issue 30), with the proof of their consent that German
// law asks the firm to keep (Art. 7(1) GDPR, § 7(2) UWG): the exact wording and its version, the
// time of day, IP, page and browser of the subscription, and the time and IP of the confirmation
// (double opt-in). Links carry random secrets; only their SHA-256 hashes are stored, like
// models/account-token.ts. A confirmation link is spent once (claimOnce).
const newsletterSubscriberSchema = new Schema({
  email: { type: String, required: true, unique: true, lowercase: true, trim: true, match: EMAIL_PATTERN, maxlength: 254 },
  // The page's language: the confirmation mail's and, later, the issues'.
  locale: { type: String, required: true },
  status: { type: String, required: true, enum: NEWSLETTER_STATUSES, default: 'pending' },
  consent: {
    // The wording shown beside the box, as the visitor read it (plain text, links as their words).
    text: { type: String, required: true },
    version: { type: String, required: true },
    // The privacy policy's version when it has one; the product's policy has none yet (null).
    privacyPolicyVersion: { type: String, default: null },
  },
  // The latest subscription (a re-subscription after withdrawal is a new double opt-in).
  subscribedAt: { type: Date, required: true },
  subscribedIp: { type: String, default: '' },
  subscribedPage: { type: String, default: '' },
  userAgent: { type: String, default: '', maxlength: 500 },
  confirmedAt: { type: Date, default: null },
  confirmationIp: { type: String, default: null },
  // The last withdrawal, kept as its record after a re-subscription.
  unsubscribedAt: { type: Date, default: null },
  unsubscribedHow: { type: String, enum: [...UNSUBSCRIBE_WAYS, null], default: null },
  // The confirmation link's secret, hashed, and its end (7 days after the subscription).
  confirmTokenHash: { type: String, required: true },
  confirmTokenExpiresAt: { type: Date, required: true },
  // The unsubscribe link's secret, hashed; it never expires.
  unsubscribeTokenHash: { type: String, required: true },
});

newsletterSubscriberSchema.index({ confirmTokenHash: 1 });
newsletterSubscriberSchema.index({ unsubscribeTokenHash: 1 });
// The retention job's stale pending entries, and the back office's list of one status (walked
// backwards for its newest-first order).
newsletterSubscriberSchema.index({ status: 1, subscribedAt: 1, _id: 1 });
// The list of every status, newest subscription first (listSubscribers).
newsletterSubscriberSchema.index({ subscribedAt: -1, _id: -1 });

export type NewsletterSubscriberFields = InferSchemaType<typeof newsletterSubscriberSchema>;
export const NewsletterSubscriber: Model<NewsletterSubscriberFields> =
  (mongoose.models.NewsletterSubscriber as Model<NewsletterSubscriberFields>) ||
  mongoose.model('NewsletterSubscriber', newsletterSubscriberSchema);
