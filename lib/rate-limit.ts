import 'server-only';
import { connectDb } from './db';
import { ApiError } from './http';
import { RateLimitWindow } from '@/models/rate-limit-window';

export type RateLimit = { name: string; limit: number; windowMs: number };

const DUPLICATE_KEY = 11000;

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;
}

// Counts one hit for `subject` in the current fixed window; past the limit it throws a 429
// ApiError whose retryAfter says when the window ends.
export async function hitRateLimit(rule: RateLimit, subject: string, now = Date.now()): Promise<void> {
  await connectDb();
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const expiresAt = new Date(windowStart + rule.windowMs);
  const key = `${rule.name}:${subject}:${windowStart}`;
  const update = { $inc: { count: 1 }, $setOnInsert: { expiresAt } };
  let doc;
  try {
    doc = await RateLimitWindow.findOneAndUpdate({ key }, update, { upsert: true, returnDocument: 'after' }).lean();
  } catch (error) {
    // Two first hits at once: one insert wins, the other retries as an update.
    if (!isDuplicateKey(error)) throw error;
    doc = await RateLimitWindow.findOneAndUpdate({ key }, update, { upsert: true, returnDocument: 'after' }).lean();
  }
  // Old windows are useless; sweep now and then instead of relying on TTL indexes (FerretDB v1).
  if (Math.random() < 0.02) await RateLimitWindow.deleteMany({ expiresAt: { $lt: new Date(now) } });

  if (doc && doc.count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
    throw new RateLimitExceeded(retryAfter);
  }
}

export class RateLimitExceeded extends ApiError {
  constructor(readonly retryAfter: number) {
    super(429, 'Too many requests. Please wait a moment and try again.', undefined, { 'Retry-After': String(retryAfter) });
    this.name = 'RateLimitExceeded';
  }
}
