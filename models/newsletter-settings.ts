import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { NEWSLETTER_SETTINGS_DEFAULTS } from '../lib/newsletter/settings';

// The newsletter's switch and sending pace (issue 30), one document (`_id: 'newsletter'`), written
// whole with `$set` by administrators at /admin/newsletter (lib/newsletter/settings.ts says what
// each field is). A missing document is the defaults: the newsletter off.
const newsletterSettingsSchema = new Schema({
  _id: { type: String, required: true },
  enabled: { type: Boolean, default: NEWSLETTER_SETTINGS_DEFAULTS.enabled },
  ratePerMinute: { type: Number, default: NEWSLETTER_SETTINGS_DEFAULTS.ratePerMinute },
  pauseAfterFailures: { type: Number, default: NEWSLETTER_SETTINGS_DEFAULTS.pauseAfterFailures },
  updatedAt: { type: Date },
  updatedBy: { type: String, default: '' },
});

export type NewsletterSettingsFields = InferSchemaType<typeof newsletterSettingsSchema>;
export const NewsletterSettingsModel: Model<NewsletterSettingsFields> =
  (mongoose.models.NewsletterSettings as Model<NewsletterSettingsFields>) || mongoose.model('NewsletterSettings', newsletterSettingsSchema);
