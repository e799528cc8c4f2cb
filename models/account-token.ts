import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { EMAIL_PATTERN } from '../lib/fields/email';
import { USER_ROLES } from '../lib/auth/permissions';

export const ACCOUNT_TOKEN_PURPOSES = ['invitation', 'password-reset'] as const;

// A link sent by e-mail to set a password: an invitation to join the staff (48 hours) or a reset
// of a forgotten password (1 hour). Only the SHA-256 of the link's secret is stored, so a copy of
// the database opens no account. Used once (claimOnce), then deleted.
const accountTokenSchema = new Schema({
  purpose: { type: String, required: true, enum: ACCOUNT_TOKEN_PURPOSES },
  tokenHash: { type: String, required: true, unique: true },
  email: { type: String, required: true, lowercase: true, trim: true, match: EMAIL_PATTERN },
  // An invitation's future account; a reset's existing one.
  name: { type: String, default: '', maxlength: 100 },
  role: { type: String, enum: USER_ROLES },
  userId: { type: Schema.Types.ObjectId },
  invitedBy: { type: String, default: '' },
  createdAt: { type: Date, required: true, default: () => new Date() },
  expiresAt: { type: Date, required: true },
});

accountTokenSchema.index({ purpose: 1, email: 1 });

export type AccountTokenFields = InferSchemaType<typeof accountTokenSchema>;
export const AccountToken: Model<AccountTokenFields> =
  (mongoose.models.AccountToken as Model<AccountTokenFields>) || mongoose.model('AccountToken', accountTokenSchema);
