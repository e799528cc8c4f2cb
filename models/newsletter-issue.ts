import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { ISSUE_BODY_SOURCES, ISSUE_LIMITS, ISSUE_STATUSES } from '../lib/newsletter/newsletter-issue';

// One newsletter issue (issue 30), in one language, sent to the confirmed subscribers of that
// language. Written by administrators and editors at /admin/newsletter/issues; sent by the
// newsletter sending job (runNewsletterSending), one outbox message per recipient.
const newsletterIssueSchema = new Schema(
  {
    locale: { type: String, required: true },
    subject: { type: String, required: true, trim: true, maxlength: ISSUE_LIMITS.subject },
    // The line mail programs show after the subject.
    previewText: { type: String, default: '', trim: true, maxlength: ISSUE_LIMITS.previewText },
    bodySource: { type: String, enum: ISSUE_BODY_SOURCES, default: 'markdown' },
    body: { type: String, default: '', maxlength: ISSUE_LIMITS.body },
    postIds: { type: [Schema.Types.ObjectId], default: [] },
    status: { type: String, enum: ISSUE_STATUSES, default: 'draft' },
    // When sending starts (null: a draft, or sent at once).
    scheduledAt: { type: Date, default: null },
    sendingStartedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    // Why sending paused itself (the last delivery error), or who paused it.
    pausedReason: { type: String, default: '' },
    // When staff last let a paused issue go on: delivery failures before it do not pause it again.
    resumedAt: { type: Date, default: null },
    // The sending job's place in the list of recipients: the last subscriber id queued, in _id
    // order. Queueing is keyed by issue and subscriber, so a batch repeated after a crash adds nothing.
    cursor: { type: String, default: '' },
    // How many recipients have been queued so far.
    recipients: { type: Number, default: 0 },
    // The fresh install's sample draft (npm run seed), listed by the launch check until changed or deleted.
    sample: { type: Boolean, default: false },
    createdById: { type: String, default: '' },
    createdByName: { type: String, default: '' },
    updatedByName: { type: String, default: '' },
  },
  { timestamps: true },
);

// The sending job's due issues, and the back office's list newest first.
newsletterIssueSchema.index({ status: 1, scheduledAt: 1 });
newsletterIssueSchema.index({ createdAt: -1, _id: -1 });

export type NewsletterIssueFields = InferSchemaType<typeof newsletterIssueSchema>;
export const NewsletterIssue: Model<NewsletterIssueFields> =
  (mongoose.models.NewsletterIssue as Model<NewsletterIssueFields>) || mongoose.model('NewsletterIssue', newsletterIssueSchema);
