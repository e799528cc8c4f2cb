import 'server-only';
import mongoose from 'mongoose';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import { OutboxMessage } from '@/models/outbox-message';

// The outbox knows messages, not what they are about. A message belongs to a `group` chosen by
// its sender (a lead's are `enquiry:<id>`, lib/server/leads/lead-mail.ts) and has a `kind` within
// it; the two make its unique key, so queueing the same message twice adds nothing. `calendar`
// goes with the text as an invitation (text/calendar); `sendAt` holds a message back until then
// (a reminder), else it is due at once. `html` goes with the text as its HTML alternative; `headers`
// are extra header lines in the order given, each sent on one line exactly as written (never folded
// or encoded), so their values must be printable ASCII (transport.ts refuses anything else).
export type MessageCalendar = { method: 'REQUEST' | 'CANCEL'; content: string };
export type MessageHeader = { name: string; value: string };
// What a message says and to whom: queued by its sender, handed to the transport as it is.
export type MessageContent = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: MessageHeader[];
  calendar?: MessageCalendar;
};
export type NewMessage = MessageContent & { group: string; kind: string; sendAt?: Date };

// A stored message's key and what every reader of one needs (as read back: unset is null).
export type StoredMessage = { key: string; kind: string; to: string; replyTo?: string | null; subject: string; text: string };

export function messageKey(group: string, kind: string): string {
  return `${group}:${kind}`;
}

// The keys of the messages of these groups: an anchored prefix, which MongoDB reads from the
// unique key index. A RegExp value, not an operator object, so sanitizeFilter leaves it alone.
export function keysOfGroups(groups: readonly string[]): RegExp {
  return new RegExp(`^(?:${groups.map(escapeRegex).join('|')}):`);
}

// Idempotent: a message already queued under the same key is left as it is (sent or not). There
// are no multi-document transactions (FerretDB v1 has none): a sender that must know its
// messages are queued marks that itself afterwards, and repeats the queueing after a crash.
export async function queueMessage(message: NewMessage): Promise<void> {
  await connectDb();
  // The unique key index must exist before a duplicate insert can be refused by it.
  await OutboxMessage.init();
  const { group, kind, sendAt, ...content } = message;
  try {
    await OutboxMessage.create({ key: messageKey(group, kind), kind, ...content, ...(sendAt ? { nextAttemptAt: sendAt } : {}) });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

// Removes every message of a group, sent or waiting (its text may hold personal data); how many went.
export async function deleteMessages(group: string): Promise<number> {
  await connectDb();
  const { deletedCount } = await OutboxMessage.deleteMany({ key: keysOfGroups([group]) });
  return deletedCount;
}

// A message that was given up on goes back into the queue, due now, with fresh attempts. Only a
// failed one: a pending or sent message is left alone. Repeating it changes nothing more.
export async function retryFailedMessage(group: string, kind: string): Promise<boolean> {
  await connectDb();
  const result = await OutboxMessage.updateOne(
    { key: messageKey(group, kind), state: 'failed' },
    { $set: { state: 'pending', attempts: 0, nextAttemptAt: new Date() }, $unset: { lastError: 1 } },
  );
  return result.modifiedCount > 0;
}

// The messages given up on, newest first, of the groups whose keys start with `prefix`.
export async function failedMessages(prefix: string, limit = 50): Promise<Array<{ key: string; kind: string; to: string; subject: string; lastError: string | null; updatedAt: Date | null }>> {
  await connectDb();
  const rows = await OutboxMessage.find({ state: 'failed', key: new RegExp(`^${escapeRegex(prefix)}`) })
    .select('key kind to subject lastError updatedAt')
    .sort({ updatedAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return rows.map((row) => ({ key: row.key, kind: row.kind, to: row.to, subject: row.subject, lastError: row.lastError ?? null, updatedAt: row.updatedAt ?? null }));
}

// The messages of one kind across every group that starts with `groupPrefix`: one recipient's
// messages of a sender that groups by something else (each newsletter issue is a group, its
// recipients the kinds). The prefix is anchored, so MongoDB reads it from the key index.
function ofKind(groupPrefix: string, kind: string) {
  return { key: new RegExp(`^${escapeRegex(groupPrefix)}`), kind };
}

export async function messagesOfKind(groupPrefix: string, kind: string): Promise<Array<{ key: string; subject: string; state: string; sentAt: Date | null; createdAt: Date | null; contentRemovedAt: Date | null }>> {
  await connectDb();
  const rows = await OutboxMessage.find(ofKind(groupPrefix, kind)).select('key subject state sentAt createdAt contentRemovedAt').sort({ createdAt: 1, _id: 1 }).lean();
  return rows.map((row) => ({ key: row.key, subject: row.subject, state: row.state ?? 'pending', sentAt: row.sentAt ?? null, createdAt: row.createdAt ?? null, contentRemovedAt: row.contentRemovedAt ?? null }));
}

// Removes them, sent or waiting (a newsletter subscriber's mails of every issue, when the
// subscriber is erased); how many went.
export async function deleteMessagesOfKind(groupPrefix: string, kind: string): Promise<number> {
  await connectDb();
  const { deletedCount } = await OutboxMessage.deleteMany(ofKind(groupPrefix, kind));
  return deletedCount;
}

// How many of a group's messages wait (pending, retries included), were sent, or were given up on.
export async function messageCounts(group: string): Promise<{ pending: number; sent: number; failed: number }> {
  await connectDb();
  const key = keysOfGroups([group]);
  const [pending, sent, failed] = await Promise.all(
    (['pending', 'sent', 'failed'] as const).map((state) => OutboxMessage.countDocuments({ key, state })),
  );
  return { pending: pending ?? 0, sent: sent ?? 0, failed: failed ?? 0 };
}

// Which of these kinds the group already has a message of (queued at any time, sent or not).
export async function queuedKinds(group: string, kinds: readonly string[]): Promise<Set<string>> {
  if (!kinds.length) return new Set();
  await connectDb();
  const rows = await OutboxMessage.find({ key: mongoose.trusted({ $in: kinds.map((kind) => messageKey(group, kind)) }) })
    .select('kind')
    .lean();
  return new Set(rows.map((row) => row.kind));
}

// A group's most recently attempted messages, newest first (at most `limit`, attempted at or after
// `since` when given): each one's state and its last error, if its last attempt failed or it was
// given up on. A message's `updatedAt` moves when it is claimed and when its outcome is written.
export async function recentAttempts(group: string, limit: number, since?: Date | null): Promise<Array<{ state: string; lastError: string | null }>> {
  await connectDb();
  const rows = await OutboxMessage.find({
    key: keysOfGroups([group]),
    attempts: mongoose.trusted({ $gt: 0 }),
    ...(since ? { updatedAt: mongoose.trusted({ $gte: since }) } : {}),
  })
    .select('state lastError')
    .sort({ updatedAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return rows.map((row) => ({ state: row.state, lastError: row.lastError ?? null }));
}
