import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// A page image the firm replaced (the Texts screen's images, issue 45): the media library's file
// shown instead of the committed original. One document per image, its `_id` the image's id
// (lib/page-images/slots.ts), so a choice is one replace by `_id` and a reset one delete.
const pageImageSchema = new Schema({
  _id: { type: String, required: true },
  // The media library's file name (models/media-file.ts).
  file: { type: String, required: true },
  updatedBy: { type: String, default: '' },
  updatedAt: { type: Date, required: true },
});

export type PageImageFields = InferSchemaType<typeof pageImageSchema>;
export const PageImage: Model<PageImageFields> = (mongoose.models.PageImage as Model<PageImageFields>) || mongoose.model('PageImage', pageImageSchema);
