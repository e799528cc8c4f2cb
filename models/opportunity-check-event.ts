import { randomUUID } from 'node:crypto';
import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// One document per step of the Opportunity Card check's funnel: a check started, a result shown,
// an enquiry sent from the check. The Berlin day and the event, nothing else: no answers, no
// address, no visitor id, no time of day (a random UUID as _id, since an ObjectId would carry the
// second). One document per event, because concurrent $inc on a daily counter loses updates on
// FerretDB v1; the dashboard sums them per day. Engagement data like the WhatsApp counts: the
// retention job deletes days older than 26 months.
export const CHECK_FUNNEL_EVENTS = ['started', 'result', 'enquiry'] as const;

const opportunityCheckEventSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    // The Berlin calendar day, as that date at 00:00 UTC.
    day: { type: Date, required: true },
    event: { type: String, required: true, enum: CHECK_FUNNEL_EVENTS },
  },
  { versionKey: false, collection: 'opportunitycheckevents' },
);

opportunityCheckEventSchema.index({ day: 1 });

export type OpportunityCheckEventFields = InferSchemaType<typeof opportunityCheckEventSchema>;
export const OpportunityCheckEvent: Model<OpportunityCheckEventFields> =
  (mongoose.models.OpportunityCheckEvent as Model<OpportunityCheckEventFields>) ||
  mongoose.model('OpportunityCheckEvent', opportunityCheckEventSchema);
