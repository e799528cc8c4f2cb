import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { DOCUMENT_FORMS } from '@/lib/checklists/checklist';
import { localizedText } from './localized-text';

// One document checklist (lib/checklists/checklist.ts): `_id` is its id, the address of its page
// (/checklists/{id}), so there is one per address and creating one twice is refused by the `_id`
// index. Texts are per language ({ en, de? }); lib/checklists/checklist.ts checks the whole
// checklist before it is stored, and every save writes it whole.
const itemSchema = new Schema(
  {
    // Stable within its checklist: an enquiry names the items it ticked by it.
    id: { type: String, required: true },
    title: localizedText({ required: true }),
    explanation: localizedText({ required: true }),
    forms: { type: [{ type: String, enum: DOCUMENT_FORMS }], default: [] },
  },
  { _id: false },
);

const sectionSchema = new Schema(
  {
    id: { type: String, required: true },
    title: localizedText({ required: true }),
    items: { type: [itemSchema], default: [] },
  },
  { _id: false },
);

const checklistSchema = new Schema({
  _id: { type: String, required: true },
  title: localizedText({ required: true }),
  summary: localizedText({ required: true }),
  // The service whose page links to it (lib/services/service.ts SERVICE_IDS), or null.
  service: { type: String, default: null },
  sections: { type: [sectionSchema], default: [] },
  source: {
    type: new Schema({ name: localizedText({ required: true }), url: { type: String, required: true } }, { _id: false }),
    required: true,
  },
  // YYYY-MM-DD: the day someone last compared it with its source; null: never.
  checkedOn: { type: String, default: null },
  // Stored by the seed and not yet reviewed (a save with a "checked on" date ends it).
  sample: { type: Boolean, default: false },
  updatedAt: { type: Date, default: null },
  // The staff member's e-mail address; null for the seed.
  updatedBy: { type: String, default: null },
});

export type ChecklistFields = InferSchemaType<typeof checklistSchema>;
export const ChecklistModel: Model<ChecklistFields> = (mongoose.models.Checklist as Model<ChecklistFields>) || mongoose.model('Checklist', checklistSchema);
