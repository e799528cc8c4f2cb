import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// A to-do on a lead (issue 47): a title, when it is due (an instant; the back office shows and
// takes it in Berlin time), who does it, and whether it is done. One document per task, so
// creating, completing and reopening are plain single-document writes, correct on FerretDB as on
// MongoDB. The follow-up date of earlier versions is carried over as a task (`fromFollowUp`).
const leadTaskSchema = new Schema(
  {
    enquiryId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true, trim: true, maxlength: 200 },
    dueAt: { type: Date, required: true },
    // An account id; null while nobody is assigned.
    assigneeId: { type: String, default: null },
    doneAt: { type: Date, default: null },
    doneById: { type: String, default: null },
    createdById: { type: String, default: '' },
    // Set on the task made from a lead's follow-up date by the carry-over, so it runs once.
    fromFollowUp: { type: Boolean, default: undefined },
    // A sample task on a sample lead (scripts/lib/seed.ts), gone with its lead.
    sample: { type: Boolean, default: undefined },
  },
  { timestamps: true, toJSON: { versionKey: false } },
);

// A lead's open tasks; a person's open tasks by due time (My tasks, the morning digest).
leadTaskSchema.index({ enquiryId: 1, doneAt: 1, dueAt: 1 });
leadTaskSchema.index({ assigneeId: 1, doneAt: 1, dueAt: 1 });
// Everyone's open tasks due by a time (the dashboard's Tasks due).
leadTaskSchema.index({ doneAt: 1, dueAt: 1 });

export type LeadTaskFields = InferSchemaType<typeof leadTaskSchema>;
export const LeadTask: Model<LeadTaskFields> =
  (mongoose.models.LeadTask as Model<LeadTaskFields>) || mongoose.model('LeadTask', leadTaskSchema);
