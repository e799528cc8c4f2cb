import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { LEAD_ACTIONS, RETENTION_DEFAULTS } from '../lib/retention/settings';

// The firm's retention periods, one document (`_id: 'retention'`), changed by administrators. The
// retention job applies them and the privacy pages state them (lib/retention/settings.ts).
const retentionSettingsSchema = new Schema({
  _id: { type: String, required: true },
  leadsClosedMonths: { type: Number, default: RETENTION_DEFAULTS.leadsClosedMonths },
  leadsInactiveMonths: { type: Number, default: RETENTION_DEFAULTS.leadsInactiveMonths },
  leadAction: { type: String, enum: LEAD_ACTIONS, default: RETENTION_DEFAULTS.leadAction },
  sentMailTextDays: { type: Number, default: RETENTION_DEFAULTS.sentMailTextDays },
  engagementMonths: { type: Number, default: RETENTION_DEFAULTS.engagementMonths },
  updatedAt: { type: Date },
  updatedBy: { type: String, default: '' },
});

export type RetentionSettingsFields = InferSchemaType<typeof retentionSettingsSchema>;
export const RetentionSettingsModel: Model<RetentionSettingsFields> =
  (mongoose.models.RetentionSettings as Model<RetentionSettingsFields>) || mongoose.model('RetentionSettings', retentionSettingsSchema);
