import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { AUDIT_RETENTION_DAYS, type AuditAction } from '@/lib/audit/actions';
import { AuditEntry } from '@/models/audit-entry';

type Actor = { id?: string; email: string; name?: string };
export type AuditRecord = { actor: Actor; action: AuditAction; target?: string; details?: string };

const RETENTION_MS = AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000;
let retention: Promise<void> | null = null;

// The database removes entries after the retention period: MongoDB by a TTL index on `at`.
// FerretDB has no TTL indexes ("not implemented"), so there the app removes them now and then.
function ensureRetention(): Promise<void> {
  retention ??= AuditEntry.collection
    .createIndex({ at: 1 }, { expireAfterSeconds: RETENTION_MS / 1000, name: 'at_ttl' })
    .then(() => undefined)
    .catch(() => {
      retention = Promise.resolve();
      sweepsInApp = true;
    });
  return retention;
}
let sweepsInApp = false;

// Writes one entry. Never fails the action it records: a write that fails is logged (the action
// has already happened; refusing it afterwards would not undo it).
export async function recordAudit(request: Request | Headers, { actor, action, target = '', details = '' }: AuditRecord): Promise<void> {
  try {
    await connectDb();
    await ensureRetention();
    const address = clientAddress(request instanceof Headers ? request : request.headers, getEnv().TRUSTED_PROXY_COUNT);
    await AuditEntry.create({ actorId: actor.id ?? '', actorEmail: actor.email, actorName: actor.name ?? '', action, target, details, address });
    if (sweepsInApp && Math.random() < 0.01) await sweepExpiredAuditEntries();
  } catch (error) {
    console.error(`[audit] could not record ${action}:`, error);
  }
}

// Removes the entries past the retention period (where the database has no TTL index).
export async function sweepExpiredAuditEntries(now = new Date()): Promise<number> {
  await connectDb();
  const { deletedCount } = await AuditEntry.deleteMany({ at: mongoose.trusted({ $lt: new Date(now.getTime() - RETENTION_MS) }) });
  return deletedCount;
}
