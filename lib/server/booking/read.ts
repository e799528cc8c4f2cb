import 'server-only';
import { isValidObjectId } from 'mongoose';
import type { BookingConfirmation, BookingStatus, Channel } from '@/lib/booking/booking';
import { CONSULTATION_DEFAULTS } from '@/lib/booking/consultation-type';
import { pickLocalized } from '@/lib/i18n/localized';
import { leadLocale } from '@/lib/leads/lead-locale';
import { connectDb } from '@/lib/server/db';
import { Booking, type BookingFields } from '@/models/booking';
import { consultationTypeById } from './catalog';

export type StoredBooking = BookingFields & { _id: { toString(): string } };

// What the visitor gave when booking, as the agenda and the mails state it.
export function visitorOf(booking: StoredBooking) {
  return { fullName: booking.fullName, email: booking.email, phoneNumber: booking.phoneNumber ?? '', whatsappNumber: booking.whatsappNumber ?? '', topic: booking.topic ?? '' };
}

export async function storedBooking(bookingId: string): Promise<StoredBooking | null> {
  if (!isValidObjectId(bookingId)) return null;
  await connectDb();
  return Booking.findById(bookingId).lean<StoredBooking>();
}

// A booking as its visitor sees it now (the API's answers, the pages its links open): the type's
// name in the booking's language, and until when it can be changed by link.
export type BookingSummary = BookingConfirmation & {
  typeId: string;
  status: BookingStatus;
  adviserName: string;
  // The last moment a link may move or cancel it (the type's change notice before the start).
  changeableUntil: string;
};

export async function bookingSummary(bookingId: string): Promise<BookingSummary | null> {
  const booking = await storedBooking(bookingId);
  if (!booking) return null;
  const type = await consultationTypeById(booking.typeId);
  const locale = leadLocale(booking.locale);
  const notice = type?.changeNoticeMinutes ?? CONSULTATION_DEFAULTS.changeNoticeMinutes;
  return {
    bookingId: booking._id.toString(),
    start: booking.start.toISOString(),
    end: booking.end.toISOString(),
    timeZone: booking.timeZone,
    typeName: type ? pickLocalized(type.name, locale) : booking.typeName,
    channel: booking.channel as Channel,
    locale,
    typeId: booking.typeId,
    status: booking.status as BookingStatus,
    adviserName: booking.adviserName ?? '',
    changeableUntil: new Date(booking.start.getTime() - notice * 60_000).toISOString(),
  };
}

// The API's confirmation: the summary without what only the pages show.
export function toConfirmation(summary: BookingSummary): BookingConfirmation {
  const { bookingId, start, end, timeZone, typeName, channel, locale } = summary;
  return { bookingId, start, end, timeZone, typeName, channel, locale };
}
