import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// What staff did to a lead, one document per action (never an update of a counter or a list, so
// it is correct on FerretDB as on MongoDB). The lead's timeline is these events together with its
// arrival (the enquiry's submittedAt) and its mail (the outbox's messages of group enquiry:<id>).
export const LEAD_EVENT_KINDS = [
  'status',
  'assigned',
  'note',
  'reply',
  'follow-up-set',
  'follow-up-done',
  'mail-resent',
  // A consultation booked, moved, cancelled (by the visitor or staff), done or missed (issue 29).
  'booking-booked',
  'booking-moved',
  'booking-cancelled',
  'booking-done',
  'booking-no-show',
  // A visitor's booking mail not sent: the address had its booking mails of the day (issue 40,
  // recordWithheldMail); `mailKind` says which.
  'booking-mail-withheld',
  // The lead moved to another pipeline stage (issue 47): by staff on the board or the lead's page,
  // or by the system when a consultation was booked; `fromStage` and `toStage` are the names then.
  'stage',
  // A task on the lead added, done or opened again (issue 47): `taskId`, its title in `text`, `dueAt`.
  'task-created',
  'task-done',
  'task-reopened',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

const leadEventSchema = new Schema({
  enquiryId: { type: Schema.Types.ObjectId, required: true },
  at: { type: Date, required: true, default: () => new Date() },
  kind: { type: String, required: true, enum: LEAD_EVENT_KINDS },
  // Who acted (an account id and the name it had then); empty for the system.
  actorId: { type: String, default: '' },
  actorName: { type: String, default: '' },
  // A note's or a reply's text (internal: never shown to the lead except the reply they received).
  text: { type: String, maxlength: 20000 },
  // The status set, the owner's name, the follow-up date, the reply's subject and outbox kind.
  status: { type: String },
  assigneeId: { type: String },
  assigneeName: { type: String },
  followUpAt: { type: Date },
  subject: { type: String },
  mailKind: { type: String },
  // A booking event's booking, its start (the new one for a move) and consultation type's name;
  // `text` holds the reason given, if any.
  bookingId: { type: String },
  bookingStart: { type: Date },
  typeName: { type: String },
  fromStage: { type: String },
  toStage: { type: String },
  // A task event's task and when it is due.
  taskId: { type: String },
  dueAt: { type: Date },
});

leadEventSchema.index({ enquiryId: 1, at: 1 });

export type LeadEventFields = InferSchemaType<typeof leadEventSchema>;
export const LeadEvent: Model<LeadEventFields> =
  (mongoose.models.LeadEvent as Model<LeadEventFields>) || mongoose.model('LeadEvent', leadEventSchema);
