import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import type { AuditEntryDto, AuditAction } from '@/lib/audit/actions';
import { berlinLocalToDate } from '@/lib/time/berlin';
import type { AuditQuery } from '@/lib/audit/audit-query';
import { AuditEntry } from '@/models/audit-entry';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

type EntryLike = { _id: { toString(): string }; at: Date; actorEmail?: string | null; actorName?: string | null; action: string; target?: string | null; details?: string | null; address?: string | null };

function toDto(entry: EntryLike): AuditEntryDto {
  return {
    _id: entry._id.toString(),
    at: entry.at.toISOString(),
    actorEmail: entry.actorEmail ?? '',
    actorName: entry.actorName ?? '',
    action: entry.action as AuditAction,
    target: entry.target ?? '',
    details: entry.details ?? '',
    address: entry.address ?? '',
  };
}

// Who (part of a name or e-mail address, literal), what, and Berlin days from and to (inclusive).
function filterFor(query: AuditQuery) {
  const filter: Record<string, unknown> = {};
  if (query.actor) {
    const pattern = new RegExp(escapeRegex(query.actor), 'i');
    filter.$or = [{ actorEmail: pattern }, { actorName: pattern }];
  }
  if (query.action) filter.action = query.action;
  const range: Record<string, Date> = {};
  const from = query.from ? berlinLocalToDate(`${query.from}T00:00`) : null;
  const to = query.to ? berlinLocalToDate(`${query.to}T00:00`) : null;
  if (from) range.$gte = from;
  if (to) range.$lt = new Date(to.getTime() + 24 * 60 * 60 * 1000);
  if (from || to) filter.at = mongoose.trusted(range);
  return filter;
}

export async function listAudit(query: AuditQuery): Promise<{ entries: AuditEntryDto[]; page: number; totalPages: number; total: number }> {
  await connectDb();
  const filter = filterFor(query);
  const page = query.page ?? 1;
  const [entries, total] = await Promise.all([
    AuditEntry.find(filter).sort({ at: -1, _id: -1 }).skip((page - 1) * AUDIT_PAGE_SIZE).limit(AUDIT_PAGE_SIZE).lean(),
    AuditEntry.countDocuments(filter),
  ]);
  return { entries: entries.map(toDto), page, total, totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

export async function exportAudit(query: AuditQuery): Promise<AuditEntryDto[]> {
  await connectDb();
  const entries = await AuditEntry.find(filterFor(query)).sort({ at: -1, _id: -1 }).limit(AUDIT_EXPORT_MAX_ROWS).lean();
  return entries.map(toDto);
}
