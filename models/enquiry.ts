import { randomUUID } from 'node:crypto';
import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES } from '../i18n/locales';
import { ENQUIRY_SOURCES, ENQUIRY_STATUSES } from '../lib/enquiries/enquiry';
import { VERDICTS } from '../lib/opportunity-card/assess';

// A self-check sent with the lead, as the server computed it (lib/enquiries/self-check.ts). Rule,
// gate and question ids are the foundation's (lib/opportunity-card/); the schema checks their
// shape, the code that writes them their values.
const rulePoints = new Schema({ rule: { type: String, required: true }, points: { type: Number, required: true } }, { _id: false });
const opportunityCheckSchema = new Schema(
  {
    // The visitor's answers, question id → option id. Personal data: anonymising a lead removes
    // them with the items, gates and open points derived from them (anonymiseLead).
    answers: { type: Schema.Types.Mixed },
    route: { type: String, required: true, enum: ['skilled-worker', 'points'] },
    verdict: { type: String, required: true, enum: [...VERDICTS] },
    total: { type: Number, required: true },
    minimumPoints: { type: Number, required: true },
    items: { type: [rulePoints], default: [] },
    gates: { type: [new Schema({ gate: String, state: String }, { _id: false })], default: [] },
    open: { type: [rulePoints], default: [] },
    gains: { type: [rulePoints], default: [] },
    rulesVersion: { type: String, required: true },
    // The funds figure (per month) it was computed with; null when it could not be read.
    funds: { type: new Schema({ amount: Number, validFrom: String }, { _id: false }), default: null },
    computedAt: { type: Date, required: true },
  },
  { _id: false },
);
const documentCheckSchema = new Schema(
  {
    checklist: { type: String, required: true },
    // English, as the checklist read when the lead arrived.
    title: { type: String, required: true },
    checkedOn: { type: String, default: null },
    items: { type: [new Schema({ id: String, title: String, ticked: Boolean }, { _id: false })], default: [] },
  },
  { _id: false },
);

const enquirySchema = new Schema(
  {
    fullName: { type: String, required: [true, 'Full name is required'], trim: true, maxlength: 200 },
    email: { type: String, required: [true, 'Email is required'], trim: true, lowercase: true, maxlength: 320 },
    phoneNumber: { type: String, trim: true, maxlength: 50 },
    message: { type: String, required: [true, 'Message is required'], trim: true, maxlength: 10000 },
    status: {
      type: String,
      enum: { values: ENQUIRY_STATUSES, message: 'Status must be one of new, read, replied, closed' },
      default: 'new',
    },
    isRead: { type: Boolean, default: false },
    // False from the moment the lead is stored until its two e-mails are in the outbox; the mail
    // sweeper queues them for any lead left false (a crash between the two writes). Absent on
    // leads stored before the outbox existed.
    mailQueued: { type: Boolean },
    source: {
      type: String,
      enum: { values: ENQUIRY_SOURCES, message: 'Source must be contact, service or booking' },
      default: 'contact',
    },
    // The language of the page the lead was sent from: its acknowledgement and later mails to the
    // visitor go out in it. Leads stored before it existed have none and count as English.
    locale: { type: String, enum: PUBLISHED_LOCALES, default: DEFAULT_LOCALE },
    // Only for enquiries from the service dialog.
    serviceName: { type: String, trim: true, maxlength: 200 },
    city: { type: String, trim: true, maxlength: 200 },
    // The staff member who owns the lead (an account id), and when to get back to it.
    assignedTo: { type: String, default: null },
    followUpAt: { type: Date, default: null },
    // Where the lead stands in the pipeline (issue 47): a stage's id (lib/pipeline/stages.ts) and
    // since when. Absent on leads that never moved: they are in the first stage since they arrived.
    stage: { type: String, default: undefined },
    stageSince: { type: Date, default: undefined },
    // A lead the seed made so a fresh install shows a board, a lead's tasks and My tasks; the
    // launch check lists them until they are deleted.
    sample: { type: Boolean, default: undefined },
    // When the lead's earliest open task is due (issue 47), kept by every task write
    // (lib/server/enquiries/tasks.ts): the inbox's "Task due" view, the API's followUpAt and the
    // CSV read it without looking at the tasks. followUpAt above is the earlier follow-up date,
    // carried over into a task at start-up and then cleared.
    nextTaskDueAt: { type: Date, default: null },
    // The last time anyone acted on the lead (stored, a status, a note, a reply, …): the retention
    // job deletes or anonymises leads without activity for the configured period.
    lastActivityAt: { type: Date, default: () => new Date() },
    // Set when the retention job anonymised the lead (its personal data is gone; counts remain).
    anonymisedAt: { type: Date, default: null },
    // Client-generated id of the submission: a repeat with the same id is not stored twice.
    clientId: { type: String, default: () => randomUUID() },
    // Where the lead came from (page, referrer, first-visit UTM parameters), for reporting.
    attribution: {
      type: new Schema(
        {
          pagePath: String,
          referrer: String,
          landingPage: String,
          utmSource: String,
          utmMedium: String,
          utmCampaign: String,
          utmTerm: String,
          utmContent: String,
        },
        { _id: false },
      ),
      default: undefined,
    },
    // Self-checks sent with the lead (the Opportunity Card check, a document checklist); absent
    // on leads without one.
    opportunityCheck: { type: opportunityCheckSchema, default: undefined },
    documentCheck: { type: documentCheckSchema, default: undefined },
  },
  {
    // SPEC names the creation time submittedAt.
    timestamps: { createdAt: 'submittedAt', updatedAt: 'updatedAt' },
    toJSON: { versionKey: false },
  },
);

// Every sort ends with _id (stable pages), so the indexes do too.
enquirySchema.index({ submittedAt: -1, _id: -1 });
enquirySchema.index({ status: 1, submittedAt: -1, _id: -1 });
enquirySchema.index({ status: 1, _id: 1 });
enquirySchema.index({ fullName: 1, _id: 1 });
// The list can be sorted by message too; without this index MongoDB sorts the whole collection in
// memory for that (tests/mongodb-only.int.test.ts). It holds a copy of every message.
enquirySchema.index({ message: 1, _id: 1 });
enquirySchema.index({ clientId: 1 }, { unique: true });
enquirySchema.index({ isRead: 1 });
enquirySchema.index({ mailQueued: 1 });
enquirySchema.index({ email: 1, submittedAt: -1 });
enquirySchema.index({ assignedTo: 1, submittedAt: -1, _id: -1 });
enquirySchema.index({ followUpAt: 1 });
// The board's columns: a stage's leads, those longest in it first.
enquirySchema.index({ stage: 1, stageSince: 1, submittedAt: 1, _id: 1 });
enquirySchema.index({ nextTaskDueAt: 1 });
enquirySchema.index({ lastActivityAt: 1 });
// The inbox's verdict filter, in the list's default order (like the status filter's index).
enquirySchema.index({ 'opportunityCheck.verdict': 1, submittedAt: -1, _id: -1 });

// What every write to enquiries sets off beyond itself, registered by the server's code under a
// name (registerEnquiryWriteEffects: the back office's lead figures expire), which the model
// knows nothing of. The schema calls them after each write itself, like a content type
// declaring its side effects once: a write path added later cannot forget them, as one they would
// have to be called from by hand could. These are all of mongoose's writes (document save and
// deleteOne/updateOne, the query updates and deletes, insertMany, bulkWrite); a write around
// mongoose (`Enquiry.collection`, only the bench's seeding does that) must do their work itself.
// A no-op write sets them off too: cheaper than finding out whether it changed anything. They live
// on globalThis: Next bundles instrumentation.ts and the route handlers separately, and the model
// (compiled once per process, mongoose.models) calls the effects whichever bundle registered them.
type WriteEffect = () => void;
const holder = globalThis as typeof globalThis & { __enquiryWriteEffects?: Map<string, WriteEffect> };
const writeEffects = () => (holder.__enquiryWriteEffects ??= new Map());

// Registering the same name again replaces the effect (a module loaded twice).
export function onEnquiryWrite(name: string, effect: WriteEffect): void {
  writeEffects().set(name, effect);
}

const afterWrite = () => {
  for (const effect of writeEffects().values()) effect();
};
enquirySchema.post('save', afterWrite);
enquirySchema.post(['updateOne', 'deleteOne'], { document: true, query: true }, afterWrite);
enquirySchema.post(['updateMany', 'findOneAndUpdate', 'findOneAndReplace', 'replaceOne', 'deleteMany', 'findOneAndDelete'], afterWrite);
enquirySchema.post('insertMany', afterWrite);
enquirySchema.post('bulkWrite', afterWrite);

export type EnquiryFields = InferSchemaType<typeof enquirySchema>;
export const Enquiry: Model<EnquiryFields> =
  (mongoose.models.Enquiry as Model<EnquiryFields>) || mongoose.model('Enquiry', enquirySchema);
