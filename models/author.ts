import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { localizedText } from './localized-text';

// A post author's public profile: the byline, the author page and the Person in a post's
// structured data. Posts refer to it by authorId; a post without one is by the firm's team.
const authorSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    // The author page's address, /blog/author/{slug}.
    slug: { type: String, required: true, trim: true },
    // Per language ({ en, de? }, models/localized-text.ts); profiles saved before hold plain
    // strings, read as English and rewritten by their next save.
    role: localizedText(),
    bio: localizedText(),
    // A stored upload's file name, served from /uploads/{photo}; empty: none.
    photo: { type: String, trim: true, default: '' },
    credentials: { type: [String], default: [] },
    languages: { type: [String], default: [] },
    // The About page's team section: who is in it, and in which order (smaller first, then by name).
    onTeam: { type: Boolean, default: false },
    teamOrder: { type: Number, default: 0 },
    // Signs the founder's note on the About page. One author at a time: saving one with it set
    // clears it on the others (keepOneSigner).
    signsFounderNote: { type: Boolean, default: false },
  },
  { timestamps: true, toJSON: { versionKey: false } },
);

authorSchema.index({ slug: 1 }, { unique: true });
authorSchema.index({ name: 1 });
authorSchema.index({ onTeam: 1, teamOrder: 1, name: 1, _id: 1 });

export type AuthorFields = InferSchemaType<typeof authorSchema>;
export const Author: Model<AuthorFields> = (mongoose.models.Author as Model<AuthorFields>) || mongoose.model('Author', authorSchema);
