import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { EMAIL_PATTERN } from '../lib/fields/email';
import { USER_ROLES } from '../lib/auth/permissions';

const userSchema = new Schema(
  {
    email: {
      type: String,
      required: [true, 'Email is required'],
      unique: true,
      lowercase: true,
      trim: true,
      match: [EMAIL_PATTERN, 'Invalid email address'],
    },
    name: { type: String, required: [true, 'Name is required'], trim: true, maxlength: 100 },
    role: { type: String, enum: { values: USER_ROLES, message: 'Role must be admin, editor or adviser' }, default: 'admin' },
    // Never selected unless a query asks for it with .select('+passwordHash').
    passwordHash: { type: String, required: true, select: false },
    // Two-factor sign-in (the server's auth/two-factor): the authenticator secret sealed with a key
    // derived from JWT_SECRET, one waiting to be confirmed while enrolling, when it was switched
    // on (null: off), and the SHA-256 of the unused recovery codes. Never selected unless asked for.
    totpSecret: { type: String, select: false },
    totpPendingSecret: { type: String, select: false },
    // The waiting secret replaces an authenticator in use: set only when the set-up was confirmed
    // with the password and a current code (or a recovery code); confirming needs it while on.
    totpPendingReplacement: { type: Boolean, select: false },
    totpEnabledAt: { type: Date, default: null },
    recoveryCodeHashes: { type: [String], select: false, default: undefined },
    // A disabled account cannot sign in and its open sessions stop working on the next request.
    disabled: { type: Boolean, default: false },
    // The morning digest of one's tasks and consultations (lib/server/leads/morning-digest.ts):
    // on unless the person switched it off on their account page (unset counts as on).
    morningDigest: { type: Boolean, default: true },
  },
  {
    timestamps: true,
    toJSON: {
      versionKey: false,
      transform: (_doc, ret: Record<string, unknown>) => {
        delete ret.passwordHash;
        delete ret.totpSecret;
        delete ret.totpPendingSecret;
        delete ret.totpPendingReplacement;
        delete ret.recoveryCodeHashes;
        return ret;
      },
    },
  },
);

export type UserFields = InferSchemaType<typeof userSchema>;
export const User: Model<UserFields> = (mongoose.models.User as Model<UserFields>) || mongoose.model('User', userSchema);
