import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { OutboxMessage } from '@/models/outbox-message';
import { claimMessage, type DueMessage } from './claim';
import { keysOfGroups, type MessageCalendar, type MessageHeader, type StoredMessage } from './outbox';
import { describeFailure, isPermanentFailure, nextAttemptAfter } from './retry-policy';
import { isStillWanted } from './still-wanted';
import { sendMail, type OutgoingMail } from './transport';

export type DeliveryReport = { sent: number; retrying: number; failed: number; skipped: number };
type Outcome = keyof DeliveryReport;

// `calendar`: the invitation sent with the text, if any (outbox.ts MessageCalendar, unchecked as stored).
type StoredCalendar = { method?: string | null; content?: string | null } | null;
type DueRow = DueMessage & StoredMessage & { html?: string | null; headers?: MessageHeader[] | null; calendar?: StoredCalendar };

// On globalThis: Next bundles instrumentation.ts and the route handlers separately, and the flag
// set by the one must be seen by the deliveries the others start.
const holder = globalThis as typeof globalThis & { __mailDeliveryStopped?: boolean };

// Once this process is shutting down it claims no more messages: a send under way is not cut off,
// and everything else stays pending in the outbox for the next instance. Only tests resume.
export function stopDelivery(): void {
  holder.__mailDeliveryStopped = true;
}

export function resumeDelivery(): void {
  holder.__mailDeliveryStopped = false;
}

const deliveryStopped = () => holder.__mailDeliveryStopped === true;

// Sends the messages that are due, oldest first, at most `limit` of them; with `group`, only
// that group's (a lead's right after its request: a backlog of older mail must not crowd them out of the
// batch, it is the sweeper's). Any number of calls may run at once, in one process or many: each
// message is claimed before it is sent (claim.ts).
// `now` stands in for the clock (tests); without it, each step reads the real time.
export async function deliverDueMessages(options: { now?: Date; limit?: number; group?: string } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  if (deliveryStopped()) return report;
  await connectDb();
  const clock = () => options.now ?? new Date();
  const filter = options.group ? { key: keysOfGroups([options.group]) } : {};
  const due = await OutboxMessage.find({ ...filter, state: 'pending', nextAttemptAt: mongoose.trusted({ $lte: clock() }) })
    .select('key kind to replyTo subject text html headers calendar attempts nextAttemptAt')
    .sort({ nextAttemptAt: 1, _id: 1 })
    .limit(options.limit ?? 20)
    .lean<DueRow[]>();
  // One at a time: a batch is small, and the SMTP server sees one connection per sweeper.
  for (const message of due) {
    if (deliveryStopped()) break;
    report[await deliverOne(message, clock)] += 1;
  }
  return report;
}

async function deliverOne(message: DueRow, clock: () => Date): Promise<Outcome> {
  const leaseUntil = await claimMessage(message, clock());
  if (!leaseUntil) return 'skipped';
  // Its sender no longer wants it sent (still-wanted.ts): gone, while the lease is ours.
  if (!(await isStillWanted(message.key, message.kind, clock()))) {
    await OutboxMessage.deleteOne({ _id: message._id, attempts: message.attempts, nextAttemptAt: leaseUntil });
    return 'skipped';
  }
  const attempts = message.attempts + 1;
  let outcome: Outcome;
  let update: Record<string, unknown>;
  try {
    await sendMail(outgoing(message));
    outcome = 'sent';
    update = { $set: { state: 'sent', sentAt: clock(), attempts } };
  } catch (error) {
    const lastError = describeFailure(error);
    const retryAt = isPermanentFailure(error) ? null : nextAttemptAfter(attempts, clock());
    outcome = retryAt ? 'retrying' : 'failed';
    update = retryAt
      ? { $set: { attempts, lastError, nextAttemptAt: retryAt } }
      : { $set: { state: 'failed', attempts, lastError } };
    console.warn(`[mail] ${message.key} attempt ${attempts} failed (${retryAt ? `retry at ${retryAt.toISOString()}` : 'giving up'}): ${lastError}`);
  }
  // Only while our lease stands: if it ran out (a stalled process), the message belongs to
  // whoever claimed it next, and this late outcome is dropped.
  const result = await OutboxMessage.updateOne({ _id: message._id, attempts: message.attempts, nextAttemptAt: leaseUntil }, update);
  if (result.matchedCount === 0) console.warn(`[mail] ${message.key}: lease lost before the outcome was recorded`);
  return outcome;
}

function outgoing(message: DueRow): OutgoingMail {
  const method = message.calendar?.method;
  const content = message.calendar?.content;
  const calendar: MessageCalendar | undefined = content && (method === 'REQUEST' || method === 'CANCEL') ? { method, content } : undefined;
  const headers = message.headers?.length ? message.headers.map(({ name, value }) => ({ name, value })) : undefined;
  return {
    key: message.key,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html || undefined,
    headers,
    calendar,
  };
}
