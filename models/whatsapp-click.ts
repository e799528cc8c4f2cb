import { randomUUID } from 'node:crypto';
import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// One document per click on a WhatsApp button of the public site: the Berlin day, the page and the
// service the chat was about. Nothing else: no address, no time of day, no visitor id. The _id is
// a random UUID because an ObjectId would carry the second of the click. Engagement data: the
// retention job deletes documents whose `day` is older than 26 months (the privacy policy's
// "website analytics"). One document per click, because concurrent $inc on a daily counter loses
// updates on FerretDB v1; the dashboard sums them over a period.
const whatsAppClickSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    // The Berlin calendar day of the click, as that date at 00:00 UTC (2026-03-29T00:00:00Z).
    day: { type: Date, required: true },
    // The path of the page the button was on (/services, /blog/{slug}).
    page: { type: String, required: true, maxlength: 200 },
    // One of the site's service names (lib/content/services.ts), or null for a chat without one.
    service: { type: String, default: null, maxlength: 200 },
  },
  { versionKey: false, collection: 'whatsappclicks' },
);

whatsAppClickSchema.index({ day: 1 });

export type WhatsAppClickFields = InferSchemaType<typeof whatsAppClickSchema>;
export const WhatsAppClick: Model<WhatsAppClickFields> =
  (mongoose.models.WhatsAppClick as Model<WhatsAppClickFields>) || mongoose.model('WhatsAppClick', whatsAppClickSchema);
