import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// The firm's details, one document (`_id: 'site'`), changed by administrators at /admin/settings
// (lib/site-settings/settings.ts says what each field is). No defaults here: a field that was
// never saved is absent, and the reader (lib/server/site-settings/settings.ts) takes the
// environment's value for it.
const siteSettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: String,
    legalForm: String,
    legalName: String,
    representatives: { type: [String], default: undefined },
    registerCourt: String,
    registerNumber: String,
    vatId: String,
    supervisoryAuthority: String,
    chamber: String,
    professionalTitle: String,
    professionalRules: String,
    contentResponsible: String,
    phone: String,
    email: String,
    whatsappNumber: String,
    street: String,
    postalCode: String,
    city: String,
    facebookUrl: String,
    linkedinUrl: String,
    instagramUrl: String,
    xUrl: String,
    // { mon: { opens, closes } | null, … }
    openingHours: { type: Schema.Types.Mixed },
    languages: { type: [String], default: undefined },
    foundedYear: String,
    firstConsultationFree: Boolean,
    // [{ value, label, note }]
    homeStats: { type: Schema.Types.Mixed },
    // ISO time of the administrator's confirmation of the figures, '' none.
    homeStatsConfirmedAt: String,
    updatedAt: { type: Date },
    updatedBy: { type: String, default: '' },
  },
  { minimize: false },
);

export type SiteSettingsFields = InferSchemaType<typeof siteSettingsSchema>;
export const SiteSettingsModel: Model<SiteSettingsFields> =
  (mongoose.models.SiteSettings as Model<SiteSettingsFields>) || mongoose.model('SiteSettings', siteSettingsSchema);
