import 'server-only';
import mongoose, { type Types } from 'mongoose';
import { clientAddress } from './client-address';
import { connectDb, isDuplicateKeyError } from './db';
import { getEnv } from './env';
import { RateLimitExceeded } from './errors';
import { RateLimitHit } from '@/models/rate-limit-hit';

export type RateLimit = { name: string; limit: number; windowMs: number };

// One counted hit: its id, how many hits the subject has in the window so far (this one
// included), and the seconds until the window ends.
export type Hit = { id: string; count: number; retryAfter: number };

// Counts one hit for `subject` in the current fixed window. Each hit is its own document, so no
// increment is ever lost; the state lives in the database, shared by all app instances. Chosen
// because it is exact on both engines: inserts are atomic on MongoDB and FerretDB v1, while $inc on
// one counter document loses concurrent increments on FerretDB v1. `id` makes the hit idempotent:
// recording the same id again counts nothing new.
export async function recordHit(
  rule: RateLimit,
  subject: string,
  options: { now?: number; id?: Types.ObjectId } = {},
): Promise<Hit> {
  await connectDb();
  const now = options.now ?? Date.now();
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const expiresAt = new Date(windowStart + rule.windowMs);
  const key = `${rule.name}:${subject}:${windowStart}`;
  let id = options.id;
  try {
    id = (await RateLimitHit.create({ ...(id ? { _id: id } : {}), key, expiresAt }))._id;
  } catch (error) {
    // A repeat of an idempotent hit: already counted.
    if (!(options.id && isDuplicateKeyError(error))) throw error;
  }
  // Counted after our own insert: of any set of concurrent requests, the one whose insert lands
  // last sees all the others, so never more than `limit` pass (a burst may refuse one early).
  const count = await RateLimitHit.countDocuments({ key });

  // Old hits are useless; sweep now and then instead of relying on TTL indexes (FerretDB v1 has
  // none; the sweep is just as correct on MongoDB).
  if (Math.random() < 0.02) await sweepExpiredHits(new Date(now));

  return { id: String(id), count, retryAfter: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)) };
}

// Counts one hit; past the limit it throws a 429 RateLimitExceeded whose retryAfter says when the
// window ends. Returns the hit's id, so a caller that only limits failures can withdraw it on success.
export async function hitRateLimit(rule: RateLimit, subject: string, now = Date.now()): Promise<string> {
  const hit = await recordHit(rule, subject, { now });
  if (hit.count > rule.limit) throw new RateLimitExceeded(hit.retryAfter);
  return hit.id;
}

// Counts one hit for the request's client address (behind TRUSTED_PROXY_COUNT proxies): the limit
// of the public counting routes (WhatsApp clicks, views and likes, the check's funnel). The address
// is only the limit's key; a hit expires with its window.
export async function limitByAddress(request: Request, rule: RateLimit): Promise<void> {
  await hitRateLimit(rule, clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT));
}

export async function withdrawHits(hitIds: string[]): Promise<void> {
  if (hitIds.length === 0) return;
  await connectDb();
  await RateLimitHit.deleteMany({ _id: mongoose.trusted({ $in: hitIds }) });
}

export async function sweepExpiredHits(now = new Date()): Promise<number> {
  await connectDb();
  const result = await RateLimitHit.deleteMany({ expiresAt: mongoose.trusted({ $lte: now }) });
  return result.deletedCount;
}
