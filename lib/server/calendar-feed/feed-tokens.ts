import 'server-only';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { hashToken, newTokenSecret } from '@/lib/server/auth/account-tokens';
import { DomainError } from '@/lib/server/errors';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { calendarFeedAddress } from '@/lib/calendar-feed/feed-address';
import type { IssuedFeed } from '@/lib/calendar-feed/feed-request';
import { CalendarFeed } from '@/models/calendar-feed';

// A staff member's calendar feed secret (models/calendar-feed.ts): 32 random bytes (256 bits),
// URL-safe, made and hashed as an e-mail link's (lib/server/auth/account-tokens.ts). The secret is
// answered once, to the person who made it; afterwards only its hash exists.

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

// When the person's feed was made (or last replaced), or null without one.
export async function calendarFeedSince(userId: string): Promise<Date | null> {
  await connectDb();
  const feed = await CalendarFeed.findById(userId).select('createdAt').lean();
  return feed?.createdAt ?? null;
}

// Making or replacing a feed answers the full address, this once, and when it was made (the
// account page shows an address only while it is the live one).
async function issued(token: string, since: Date): Promise<IssuedFeed> {
  const site = await currentSiteConfig();
  return { address: calendarFeedAddress(site.url, token), since: since.toISOString() };
}

// A first feed: its address. A person who has one already gets a conflict (two tabs must not
// both think their address is the live one); they replace it instead.
export async function createCalendarFeed(userId: string): Promise<IssuedFeed> {
  await connectDb();
  const { token, tokenHash } = newTokenSecret();
  const since = new Date();
  try {
    await CalendarFeed.create({ _id: userId, tokenHash, createdAt: since });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new DomainError('conflict', 'You already have a calendar feed: replace it to get a new address.');
    throw error;
  }
  return issued(token, since);
}

// A new secret in place of the old one, which finds nothing from this write on.
export async function replaceCalendarFeed(userId: string): Promise<IssuedFeed> {
  await connectDb();
  const { token, tokenHash } = newTokenSecret();
  const since = new Date();
  const { matchedCount } = await CalendarFeed.updateOne({ _id: userId }, { $set: { tokenHash, createdAt: since } });
  if (matchedCount === 0) throw new DomainError('not-found', 'You have no calendar feed to replace.');
  return issued(token, since);
}

export async function revokeCalendarFeed(userId: string): Promise<void> {
  await connectDb();
  const { deletedCount } = await CalendarFeed.deleteOne({ _id: userId });
  if (deletedCount === 0) throw new DomainError('not-found', 'You have no calendar feed to revoke.');
}

// A removed account's feed goes with it (its address already opened nothing: no account).
export async function forgetCalendarFeed(userId: string): Promise<void> {
  await connectDb();
  await CalendarFeed.deleteOne({ _id: userId });
}

// The account a feed secret belongs to, or null. Looked up by the secret's hash, so no stored value
// is compared with the secret itself (nothing to time).
export async function calendarFeedOwner(token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  await connectDb();
  const feed = await CalendarFeed.findOne({ tokenHash: hashToken(token) }).select('_id').lean();
  return feed?._id ?? null;
}
