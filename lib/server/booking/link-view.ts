import 'server-only';
import { CONSULTATION_DEFAULTS } from '@/lib/booking/consultation-type';
import type { BookingLinkView, LinkedBooking } from '@/lib/booking/booking-link';
import { consultationTypeById } from './catalog';
import { bookingSummary } from './read';
import { readBookingToken, type BookingLinkAction } from './tokens';

// What the page a booking mail's link opens (/book/reschedule, /book/cancel) shows: the booking as
// it is now (a moved booking's old link shows the new time), or why the link cannot change it.
// Reading changes nothing: the token is spent only by the POST that makes the change. `changed`:
// the page the form sends the visitor to after its change (`?done=1`), which shows the booking as
// the used link left it; a link not used yet shows its form as ever.
export async function bookingLinkView(token: string | undefined, action: BookingLinkAction, { now = new Date(), changed = false }: { now?: Date; changed?: boolean } = {}): Promise<BookingLinkView> {
  if (!token) return { kind: 'invalid' };
  const check = await readBookingToken(token, action, now);
  if (!check.ok && !(check.reason === 'used' && changed)) return { kind: check.reason };
  const summary = await bookingSummary(check.bookingId);
  if (!summary) return { kind: 'invalid' };
  const type = await consultationTypeById(summary.typeId);
  const booking: LinkedBooking = {
    start: summary.start,
    timeZone: summary.timeZone,
    typeId: summary.typeId,
    // In the booking's language, the language of its mails and so of the page its links open.
    typeName: summary.typeName,
    channel: summary.channel,
    horizonDays: type?.horizonDays ?? CONSULTATION_DEFAULTS.horizonDays,
  };
  if (!check.ok) return { kind: 'changed', booking };
  if (summary.status === 'cancelled') return { kind: 'cancelled', booking };
  if (summary.status !== 'confirmed' || Date.parse(summary.start) <= now.getTime()) return { kind: 'over', booking };
  if (now.getTime() > Date.parse(summary.changeableUntil)) return { kind: 'too-late', booking };
  return { kind: 'open', booking, token, bookingId: check.bookingId };
}
