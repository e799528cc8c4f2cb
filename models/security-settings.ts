import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// The firm's sign-in rules, one document (`_id: 'security'`), changed by administrators.
const securitySettingsSchema = new Schema({
  _id: { type: String, required: true },
  // Every account must use two-factor sign-in; one without it is sent to enrol after signing in.
  requireTwoFactor: { type: Boolean, default: false },
  updatedAt: { type: Date },
  updatedBy: { type: String, default: '' },
});

export type SecuritySettingsFields = InferSchemaType<typeof securitySettingsSchema>;
export const SecuritySettings: Model<SecuritySettingsFields> =
  (mongoose.models.SecuritySettings as Model<SecuritySettingsFields>) || mongoose.model('SecuritySettings', securitySettingsSchema);
