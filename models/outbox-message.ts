import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

export const OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const OUTBOX_KINDS = ['notification', 'acknowledgement'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

// One e-mail waiting to be sent, sent, or given up on. Written in the same request that stores
// the lead, delivered afterwards (lib/mail), retried with backoff until sent or failed.
const outboxMessageSchema = new Schema(
  {
    // Unique per lead and kind (e.g. `enquiry:<id>:notification`), so queueing twice adds nothing.
    key: { type: String, required: true },
    kind: { type: String, enum: OUTBOX_KINDS, required: true },
    enquiryId: { type: Schema.Types.ObjectId },
    to: { type: String, required: true },
    replyTo: { type: String },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    state: { type: String, enum: OUTBOX_STATES, default: 'pending' },
    attempts: { type: Number, default: 0 },
    lastError: { type: String },
    nextAttemptAt: { type: Date, default: () => new Date() },
    sentAt: { type: Date },
  },
  { timestamps: true },
);

outboxMessageSchema.index({ key: 1 }, { unique: true });
outboxMessageSchema.index({ state: 1, nextAttemptAt: 1 });
outboxMessageSchema.index({ enquiryId: 1 });

export type OutboxMessageFields = InferSchemaType<typeof outboxMessageSchema>;
export const OutboxMessage: Model<OutboxMessageFields> =
  (mongoose.models.OutboxMessage as Model<OutboxMessageFields>) || mongoose.model('OutboxMessage', outboxMessageSchema);
