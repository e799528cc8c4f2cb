import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

export const RETENTION_TRIGGERS = ['daily', 'manual'] as const;

// One run of the retention job: what it removed, as counts (never what the records said). The id
// is also the run's claim: `daily:<Berlin day>` is inserted by the one instance that runs that
// day's job (the unique `_id` index decides, on FerretDB as on MongoDB); a run an administrator
// starts is `manual:<Berlin minute>`, so a double click starts one.
const retentionRunSchema = new Schema({
  _id: { type: String, required: true },
  trigger: { type: String, enum: RETENTION_TRIGGERS, required: true },
  startedAt: { type: Date, required: true },
  // Null while running, and for good if the process died mid-run (the next run removes the rest).
  finishedAt: { type: Date, default: null },
  // Who pressed "Run now"; empty for the daily run.
  startedBy: { type: String, default: '' },
  // The periods applied, as they were at the start.
  settings: { type: Schema.Types.Mixed, default: undefined },
  counts: {
    leadsAnonymised: { type: Number, default: 0 },
    leadsDeleted: { type: Number, default: 0 },
    mailTextsRemoved: { type: Number, default: 0 },
    viewsRemoved: { type: Number, default: 0 },
    likesRemoved: { type: Number, default: 0 },
    whatsappClicksRemoved: { type: Number, default: 0 },
    checkEventsRemoved: { type: Number, default: 0 },
    newsletterPendingRemoved: { type: Number, default: 0 },
  },
  // Why a run stopped early (a database outage, a bug); what it had removed by then is counted.
  problem: { type: String, default: null },
});

retentionRunSchema.index({ startedAt: -1, _id: -1 });

export type RetentionRunFields = InferSchemaType<typeof retentionRunSchema>;
export const RetentionRun: Model<RetentionRunFields> =
  (mongoose.models.RetentionRun as Model<RetentionRunFields>) || mongoose.model('RetentionRun', retentionRunSchema);
