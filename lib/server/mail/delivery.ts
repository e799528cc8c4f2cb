import 'server-only';
import { connectDb } from '@/lib/server/db';
import { OutboxMessage, type OutboxState } from '@/models/outbox-message';
import { keysOfGroups } from './outbox';

// How one queued message is doing.
export type MessageState = {
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  // While a send is under way this is the end of its lease, i.e. when it would be retried.
  nextAttemptAt: string | null;
};

type Row = {
  key: string;
  kind: string;
  state?: OutboxState | null;
  attempts?: number | null;
  lastError?: string | null;
  sentAt?: Date | null;
  nextAttemptAt?: Date | null;
};

// The messages of each group by kind. Every group asked for gets an entry (empty: nothing queued).
export async function messageStates(groups: string[]): Promise<Map<string, Map<string, MessageState>>> {
  const wanted = [...new Set(groups)];
  const result = new Map(wanted.map((group) => [group, new Map<string, MessageState>()]));
  if (wanted.length === 0) return result;
  await connectDb();
  const rows = await OutboxMessage.find({ key: keysOfGroups(wanted) })
    .select('key kind state attempts lastError sentAt nextAttemptAt')
    .lean<Row[]>();
  for (const row of rows) {
    // The key is `<group>:<kind>`.
    const group = row.key.slice(0, row.key.length - row.kind.length - 1);
    result.get(group)?.set(row.kind, toMessageState(row));
  }
  return result;
}

function toMessageState(row: Row): MessageState {
  const state = row.state ?? 'pending';
  return {
    state,
    attempts: row.attempts ?? 0,
    lastError: row.lastError ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: state === 'pending' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
  };
}

// One queued message with when it was queued, for a sender's history of its group.
export type GroupMessage = MessageState & { kind: string; subject: string; queuedAt: string };

// Every message of one group, oldest first.
export async function groupMessages(group: string): Promise<GroupMessage[]> {
  await connectDb();
  const rows = await OutboxMessage.find({ key: keysOfGroups([group]) })
    .select('key kind subject state attempts lastError sentAt nextAttemptAt createdAt')
    .sort({ createdAt: 1, _id: 1 })
    .lean<Array<Row & { subject: string; createdAt?: Date | null }>>();
  return rows.map((row) => ({
    ...toMessageState(row),
    kind: row.kind,
    subject: row.subject,
    queuedAt: (row.createdAt ?? new Date(0)).toISOString(),
  }));
}
