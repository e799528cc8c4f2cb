import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { AUDIT_ACTION_NAMES, AUDIT_RETENTION_DAYS } from '../lib/audit/actions';

// Who did what, when and from where (GDPR Art. 5(2)). Written once, never edited or deleted by the
// application; the database removes entries after AUDIT_RETENTION_DAYS (TTL index on `at`).
const auditEntrySchema = new Schema({
  at: { type: Date, required: true, default: () => new Date() },
  // The account that acted; for a failed sign-in, the e-mail address that was tried.
  actorId: { type: String, default: '' },
  actorEmail: { type: String, default: '' },
  actorName: { type: String, default: '' },
  action: { type: String, required: true, enum: AUDIT_ACTION_NAMES },
  // What it was done to (an account's e-mail, a post's headline, a lead's id), and how.
  target: { type: String, default: '' },
  details: { type: String, default: '' },
  address: { type: String, default: '' },
});

auditEntrySchema.index({ at: 1 }, { expireAfterSeconds: AUDIT_RETENTION_DAYS * 24 * 60 * 60 });
auditEntrySchema.index({ actorEmail: 1, at: -1 });
auditEntrySchema.index({ action: 1, at: -1 });

export type AuditEntryFields = InferSchemaType<typeof auditEntrySchema>;
export const AuditEntry: Model<AuditEntryFields> =
  (mongoose.models.AuditEntry as Model<AuditEntryFields>) || mongoose.model('AuditEntry', auditEntrySchema);
