import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { REPLY_LANGUAGES } from '@/lib/replies/reply-template';

// An administrator's version of a reply template (lib/replies/templates.ts has the defaults):
// `_id` is `<service>:<language>`, so there is one per service and language.
const replyTemplateSchema = new Schema({
  _id: { type: String, required: true },
  service: { type: String, required: true },
  language: { type: String, required: true, enum: REPLY_LANGUAGES },
  subject: { type: String, required: true, maxlength: 200 },
  body: { type: String, required: true, maxlength: 20000 },
  updatedAt: { type: Date, default: () => new Date() },
  updatedBy: { type: String, default: '' },
});

export type ReplyTemplateFields = InferSchemaType<typeof replyTemplateSchema>;
export const ReplyTemplateModel: Model<ReplyTemplateFields> =
  (mongoose.models.ReplyTemplate as Model<ReplyTemplateFields>) || mongoose.model('ReplyTemplate', replyTemplateSchema);
