import 'server-only';
import { hkdfSync, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { localizeHref } from '@/i18n/pathnames';
import { leadLocale } from '@/lib/leads/lead-locale';
import { sessionSecret } from '@/lib/server/auth/secret';
import { claimOnce, releaseOnce, wasUsed } from '@/lib/server/auth/single-use';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { storedBooking, type StoredBooking } from './read';

// The visitor's links to reschedule or cancel a booking. A link's token is an HS256 JWT under a key
// of its own (derived from JWT_SECRET, so a session token is never a link token or the other way
// round), names the booking and the action, and expires at the meeting's start as it was when the
// mail was written. A token is used once (models/single-use.ts); a moved booking's old links still
// name the same booking, so they lead to the booking as it is now.

export type BookingLinkAction = 'reschedule' | 'cancel';

const AUDIENCE = 'booking-link';

function linkKey(): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', sessionSecret(), 'booking-link', 'booking link tokens v1', 32));
}

// A token for one action on one booking, good until `expiresAt`.
export async function signBookingToken(bookingId: string, action: BookingLinkAction, expiresAt: Date): Promise<string> {
  return new SignJWT({ act: action })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setSubject(bookingId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(linkKey());
}

// The visitor's two links for a booking as it is now, as absolute addresses in its language:
// /book/reschedule?token=… and /book/cancel?token=… (German: /de/termin/verschieben, /de/termin/absagen).
export async function bookingLinks(bookingId: string): Promise<Record<BookingLinkAction, string>> {
  const booking = await storedBooking(bookingId);
  if (!booking) throw new Error(`No booking ${bookingId}`);
  return linksOfBooking(booking, (await currentSiteConfig()).url);
}

// The same for a booking already read, under the site's address `url` (a booking's mails, which
// have both at hand).
export async function linksOfBooking(booking: Pick<StoredBooking, '_id' | 'start' | 'locale'>, url: string): Promise<Record<BookingLinkAction, string>> {
  const bookingId = booking._id.toString();
  const locale = leadLocale(booking.locale);
  const link = async (action: BookingLinkAction) =>
    `${url}${localizeHref(`/book/${action}?token=${await signBookingToken(bookingId, action, booking.start)}`, locale)}`;
  return { reschedule: await link('reschedule'), cancel: await link('cancel') };
}

export type TokenCheck =
  | { ok: true; bookingId: string; tokenId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' }
  // Used: the booking it named, which the page of a change just made shows as it is now.
  | { ok: false; reason: 'used'; bookingId: string };

const usedKey = (tokenId: string) => `booking-link:${tokenId}`;

// Reads a token for `action` without spending it (the page a link opens, and the route before it
// acts): its signature, its action, its expiry at `now`, and whether it was used.
export async function readBookingToken(token: string, action: BookingLinkAction, now: Date = new Date()): Promise<TokenCheck> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, linkKey(), { algorithms: ['HS256'], audience: AUDIENCE, currentDate: now, requiredClaims: ['sub', 'jti', 'exp'] }));
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  if (payload.act !== action || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return { ok: false, reason: 'invalid' };
  if (await wasUsed(usedKey(payload.jti))) return { ok: false, reason: 'used', bookingId: payload.sub };
  return { ok: true, bookingId: payload.sub, tokenId: payload.jti, expiresAt: new Date(payload.exp! * 1000) };
}

// Spends a token read by readBookingToken: true for the one request that spends it first.
export async function spendBookingToken(check: Extract<TokenCheck, { ok: true }>): Promise<boolean> {
  return claimOnce(usedKey(check.tokenId), check.expiresAt);
}

// Gives a spent token back when the change it was spent on did not happen and may be tried again
// (the chosen time was taken meanwhile).
export async function returnBookingToken(check: Extract<TokenCheck, { ok: true }>): Promise<void> {
  await releaseOnce(usedKey(check.tokenId));
}
