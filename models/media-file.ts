import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { localizedText } from './localized-text';

// One image of the media library (issue 44): a file as stored by the upload pipeline, known by the
// SHA-256 of the bytes as they were uploaded. That hash is the `_id`, so the same file uploaded
// twice is stored once: the insert into the always unique `_id` index is the one write that is
// atomic on FerretDB v1 as on MongoDB, and of two uploads at once exactly one keeps its file.
const mediaFileSchema = new Schema(
  {
    _id: { type: String, required: true },
    // The stored file's name (lib/server/storage), served from /uploads/{name}.
    name: { type: String, required: true },
    // Of the stored (re-encoded) file.
    bytes: { type: Number, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    // What the image shows, per language ({ en, de? }, models/localized-text.ts; lib/media/media-file.ts):
    // written once in the library and offered again wherever the image is placed.
    alt: localizedText(),
    // When its bytes were last replaced under the same name (lib/server/media/commands.ts): such a
    // file is no longer served as immutable (lib/server/storage/serve-image.ts).
    replacedAt: { type: Date },
  },
  { timestamps: true, toJSON: { versionKey: false } },
);

mediaFileSchema.index({ name: 1 });

export type MediaFileFields = InferSchemaType<typeof mediaFileSchema>;
export const MediaFile: Model<MediaFileFields> = (mongoose.models.MediaFile as Model<MediaFileFields>) || mongoose.model('MediaFile', mediaFileSchema);
