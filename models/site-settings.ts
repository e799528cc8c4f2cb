import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { localizedTextSchema } from './localized-text';

// The firm's details, one document (`_id: 'site'`), changed by administrators at /admin/settings
// (lib/site-settings/settings.ts says what each field is). No defaults here: a field that was
// never saved is absent, and the reader (getSiteSettings) takes the
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
    // Each { en, de? } (models/localized-text.ts); saved before languages had names per language:
    // plain strings, the English names, which the reader takes as such until the next save.
    languages: { type: [localizedTextSchema], default: undefined },
    foundedYear: String,
    firstConsultationFree: Boolean,
    // [{ value, label: { en, de? }, note: { en, de? } }]; label and note were plain strings (English)
    // before they had languages, read as such until the next save writes the objects.
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
