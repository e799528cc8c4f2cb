import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { OutboxMessage } from '@/models/outbox-message';

// A sent message keeps its delivery record (key, kind, recipient, state, attempts, sent time) and
// loses what it said: subject and text are emptied, the Reply-To, the calendar invitation, the HTML
// and the extra headers dropped (a newsletter's List-Unsubscribe holds the recipient's unsubscribe
// secret). The retention job calls
// this for messages sent before `sentBefore`. Idempotent; returns how many it emptied now.
// Empty strings, not removed fields: readers of the outbox may rely on both being strings.
export async function removeSentMessageContent(sentBefore: Date, now = new Date()): Promise<number> {
  await connectDb();
  const { modifiedCount } = await OutboxMessage.updateMany(
    { state: 'sent', sentAt: mongoose.trusted({ $lt: sentBefore }), contentRemovedAt: null },
    { $set: { subject: '', text: '', contentRemovedAt: now }, $unset: { replyTo: 1, calendar: 1, html: 1, headers: 1 } },
  );
  return modifiedCount;
}
