import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// One sign-in on one device. The session token only names this record, so one device can be
// signed out without the others, and every request checks that it still exists.
const authSessionSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, required: true },
  createdAt: { type: Date, required: true, default: () => new Date() },
  // Moved on at most once a minute (touchSession), not on every request.
  lastSeenAt: { type: Date, required: true, default: () => new Date() },
  expiresAt: { type: Date, required: true },
  // What the person sees in their list of sessions: "Chrome on Windows", "Germany".
  browser: { type: String, default: '' },
  address: { type: String, default: '' },
  place: { type: String, default: '' },
  // The sign-in that accepting an invitation makes: the account's very first, greeted as new.
  firstSignIn: { type: Boolean, default: false },
});

authSessionSchema.index({ userId: 1, lastSeenAt: -1 });

export type AuthSessionFields = InferSchemaType<typeof authSessionSchema>;
export const AuthSession: Model<AuthSessionFields> =
  (mongoose.models.AuthSession as Model<AuthSessionFields>) || mongoose.model('AuthSession', authSessionSchema);
