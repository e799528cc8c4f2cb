import 'server-only';
import { isValidObjectId } from 'mongoose';
import { CONSULTATION_DEFAULTS, type Channel } from '@/lib/booking/booking';
import type { BookingLinkView, LinkedBooking } from '@/lib/booking/booking-link';
import { pickLocalized } from '@/lib/i18n/localized';
import { connectDb } from '@/lib/server/db';
import { Booking } from '@/models/booking';
import type { Locale } from '@/i18n/pathnames';
import { consultationTypeById } from './catalog';
import { readBookingToken, type BookingLinkAction } from './tokens';

// What the page a booking mail's link opens (/book/reschedule, /book/cancel) shows: the booking as
// it is now (a moved booking's old link shows the new time), or why the link cannot change it.
// Reading changes nothing: the token is spent only by the POST that makes the change.

export async function bookingLinkView(token: string | undefined, action: BookingLinkAction, locale: Locale, now: Date = new Date()): Promise<BookingLinkView> {
  if (!token) return { kind: 'invalid' };
  const check = await readBookingToken(token, action, now);
  if (!check.ok) return { kind: check.reason };
  if (!isValidObjectId(check.bookingId)) return { kind: 'invalid' };
  await connectDb();
  const stored = await Booking.findById(check.bookingId).lean();
  if (!stored) return { kind: 'invalid' };
  const type = await consultationTypeById(stored.typeId);
  const booking: LinkedBooking = {
    start: stored.start.toISOString(),
    timeZone: stored.timeZone,
    typeId: stored.typeId,
    // The type's name in the page's language while the type exists; the name as booked otherwise.
    typeName: type ? pickLocalized(type.name, locale) : stored.typeName,
    channel: stored.channel as Channel,
    horizonDays: type?.horizonDays ?? CONSULTATION_DEFAULTS.horizonDays,
  };
  if (stored.status === 'cancelled') return { kind: 'cancelled', booking };
  if (stored.status !== 'confirmed' || stored.start.getTime() <= now.getTime()) return { kind: 'over', booking };
  const noticeMinutes = type?.changeNoticeMinutes ?? CONSULTATION_DEFAULTS.changeNoticeMinutes;
  if (stored.start.getTime() - now.getTime() < noticeMinutes * 60_000) return { kind: 'too-late', booking };
  return { kind: 'open', booking, token };
}
