import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

export const OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

// One e-mail waiting to be sent, sent, or given up on: queued by its sender (a lead's in the request
// that stores it, queueLeadMail), delivered afterwards (the server's mail/), retried
// with backoff until sent or failed.
const outboxMessageSchema = new Schema(
  {
    // `<group>:<kind>`, unique (e.g. `enquiry:<id>:notification`), so queueing twice adds nothing;
    // a group's messages are found by the key's prefix (keysOfGroups).
    key: { type: String, required: true },
    kind: { type: String, required: true },
    to: { type: String, required: true },
    replyTo: { type: String },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    // An HTML alternative of the text (a newsletter issue's, renderIssueMail).
    // Absent on every other message.
    html: { type: String },
    // Extra header lines, in order, each sent on one line as written (a newsletter's
    // List-Unsubscribe, List-Unsubscribe-Post, Precedence). Absent on every other message.
    headers: { type: [{ _id: false, name: { type: String, required: true }, value: { type: String, required: true } }], default: undefined },
    // An iCalendar invitation sent with the text (a booking's, lib/booking/ics.ts): METHOD
    // (REQUEST or CANCEL) and the .ics itself. Absent on every other message.
    calendar: {
      method: { type: String },
      content: { type: String },
    },
    state: { type: String, enum: OUTBOX_STATES, default: 'pending' },
    attempts: { type: Number, default: 0 },
    lastError: { type: String },
    nextAttemptAt: { type: Date, default: () => new Date() },
    sentAt: { type: Date },
    // Set when the retention job emptied a sent message's subject and text and dropped its Reply-To,
    // calendar, HTML and extra headers (removeSentMessageContent); the rest stays as the record of its delivery.
    contentRemovedAt: { type: Date },
  },
  { timestamps: true },
);

outboxMessageSchema.index({ key: 1 }, { unique: true });
outboxMessageSchema.index({ state: 1, nextAttemptAt: 1 });

export type OutboxMessageFields = InferSchemaType<typeof outboxMessageSchema>;
export const OutboxMessage: Model<OutboxMessageFields> =
  (mongoose.models.OutboxMessage as Model<OutboxMessageFields>) || mongoose.model('OutboxMessage', outboxMessageSchema);
