import 'server-only';
import { connectDb } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import { OutboxMessage, type OutboxState } from '@/models/outbox-message';
import { keysOfGroups, type StoredMessage } from './outbox';

// The messages that concern one person: those of the given groups (a lead's, chosen by its sender)
// and any sent to the address or with it as Reply-To, in any letter case. For a data-subject
// request (lib/server/data-subject/). Every query here reads the whole outbox on FerretDB and
// MongoDB alike (no index on `to`): fine for a request an administrator makes now and then.

export type AddressMessageRow = StoredMessage & {
  _id: { toString(): string };
  state?: OutboxState | null;
  attempts?: number | null;
  sentAt?: Date | null;
  createdAt?: Date | null;
  contentRemovedAt?: Date | null;
};

function filterFor(address: string, groups: readonly string[]) {
  // A RegExp value, not an operator object, so sanitizeFilter leaves it alone.
  const exactly = new RegExp(`^${escapeRegex(address)}$`, 'i');
  const anyOf: Record<string, RegExp>[] = [{ to: exactly }, { replyTo: exactly }];
  if (groups.length) anyOf.push({ key: keysOfGroups(groups) });
  return { $or: anyOf };
}

export async function messagesConcerning(address: string, groups: readonly string[]): Promise<AddressMessageRow[]> {
  await connectDb();
  return OutboxMessage.find(filterFor(address, groups)).sort({ createdAt: 1, _id: 1 }).lean<AddressMessageRow[]>();
}

export async function deleteMessagesConcerning(address: string, groups: readonly string[]): Promise<number> {
  await connectDb();
  const { deletedCount } = await OutboxMessage.deleteMany(filterFor(address, groups));
  return deletedCount;
}
