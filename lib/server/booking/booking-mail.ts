import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import type { Channel } from '@/lib/booking/booking';
import { CONSULTATION_DEFAULTS, type ConsultationTypeRecord } from '@/lib/booking/consultation-type';
import { pickLocalized } from '@/lib/i18n/localized';
import { leadLocale } from '@/lib/leads/lead-locale';
import { isServiceId } from '@/lib/services/service';
import { serviceTitleById } from '@/lib/server/services/names';
import { runAfterResponse } from '@/lib/server/mail/after-response';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { queueMessage, queuedKinds } from '@/lib/server/mail/outbox';
import { mailSettings } from '@/lib/server/mail/settings';
import { registerStillWanted } from '@/lib/server/mail/still-wanted';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { OutboxMessage } from '@/models/outbox-message';
import { User } from '@/models/user';
import { consultationTypeById } from './catalog';
import { adviserBookingMail, bookingMailTexts, upcomingLinksMail, visitorBookingMail, visitorMailEvent, type BookingLinks, type BookingMailChange, type MailBooking } from './booking-mail-templates';
import { claimBookingMail, recordWithheldMail, upcomingBookings, UPCOMING_PER_ADDRESS } from './booking-limits';
import { storedBooking, visitorOf, type StoredBooking } from './read';
import { linksOfBooking } from './tokens';

export type { BookingMailChange } from './booking-mail-templates';

// A booking's e-mails, through the outbox under the group `booking:<id>`: on every change the
// visitor's mail and the adviser's notification, and for a booked or moved booking the visitor's
// reminders at their times. Kinds carry the change and the booking's sequence
// (`visitor-booked-0`, `adviser-moved-1`, `reminder-60-1`), so each is queued once however often
// this runs, and a move queues a new set.

const GROUP_PREFIX = 'booking:';
const REMINDER = 'reminder-';

export function bookingMailGroup(bookingId: string): string {
  return `${GROUP_PREFIX}${bookingId}`;
}

// Sends a booking's queued mail once the response has gone out, as lead mail does.
export function deliverBookingMailAfterResponse(bookingId: string): void {
  runAfterResponse('booking mail delivery', () => deliverDueMessages({ group: bookingMailGroup(bookingId) }));
}

// A stored booking as its mails state it, in `locale` (the type's name in it while the type exists;
// the booking's copy after). `type` is the booking's consultation type as read with it (null: gone).
async function mailBookingOf(booking: StoredBooking, type: ConsultationTypeRecord | null, locale: Locale, adviserName?: string): Promise<MailBooking> {
  return {
    uid: booking.uid,
    sequence: booking.sequence,
    typeName: type ? pickLocalized(type.name, locale) : booking.typeName,
    // The service the type belongs to, by its title in the visitor's language.
    serviceTitle: type?.serviceId && isServiceId(type.serviceId) ? await serviceTitleById(type.serviceId, locale) : null,
    durationMinutes: booking.durationMinutes,
    channel: booking.channel as Channel,
    videoUrl: type?.videoUrl ?? '',
    changeNoticeMinutes: type?.changeNoticeMinutes ?? CONSULTATION_DEFAULTS.changeNoticeMinutes,
    adviserName: booking.adviserName || adviserName || '',
    start: booking.start,
    end: booking.end,
    ...visitorOf(booking),
    timeZone: booking.timeZone,
    locale,
    enquiryId: booking.enquiryId?.toString() ?? null,
    reason: booking.reason ?? '',
    cancelledBy: booking.cancelledBy ?? null,
  };
}

// Queues the mail of one change of a booking as it is stored now (its sequence numbers the keys).
// Idempotent: the engine may call it again after a crash. A booking that is gone queues nothing.
// A new booking's confirmation to the visitor takes one of the address's booking mails of the day
// (booking-limits.ts); past them it is not sent, nor are its reminders, and the lead's timeline
// says so. The adviser's mail goes either way.
// The booking, its type, its adviser and the site are read once, and the visitor's mails built from
// one event (visitorMailEvent: the meeting's times worked out once), whatever this change queues.
export async function queueBookingMail(bookingId: string, change: BookingMailChange, options: { now?: Date } = {}): Promise<void> {
  const booking = await storedBooking(bookingId);
  if (!booking) return;
  const now = options.now ?? new Date();
  const locale = leadLocale(booking.locale);
  const [site, type, messages] = await Promise.all([currentSiteConfig(), consultationTypeById(booking.typeId), loadSiteMessages(locale)]);
  const adviser = mongoose.isValidObjectId(booking.adviserId) ? await User.findById(booking.adviserId).select('name email').lean() : null;
  const mail = await mailBookingOf(booking, type, locale, adviser?.name);
  // A cancelled booking has no links left to follow; its mail offers a new booking instead.
  const links = change === 'cancelled' ? null : await linksOfBooking(booking, site.url);
  const next = links ? { links } : { bookUrl: `${site.url}${localizeHref('/book', locale)}` };
  const event = visitorMailEvent(mail, site, bookingMailTexts(locale, messages), next);
  const group = bookingMailGroup(bookingId);
  const sequence = booking.sequence;
  const visitorKind = `visitor-${change}-${sequence}`;
  const toVisitor = change !== 'booked' || (await visitorMailAllowed(booking, group, visitorKind, now));
  if (toVisitor) await queueMessage({ group, kind: visitorKind, ...visitorBookingMail(event, change) });
  // The adviser's account address; without an adviser account, the firm's inbox.
  const to = adviser ? { name: adviser.name, email: adviser.email } : { name: site.name, email: mailSettings(site).adminTo };
  // In English, the back office's language: the type's name as the booking copied it.
  await queueMessage({ group, kind: `adviser-${change}-${sequence}`, ...adviserBookingMail({ ...mail, typeName: booking.typeName }, site, change, to) });
  if (!links || !toVisitor) return;
  // A reminder whose time has already passed (a booking made a few hours ahead) is left out.
  for (const minutes of type?.remindersMinutesBefore ?? []) {
    const sendAt = new Date(booking.start.getTime() - minutes * 60_000);
    if (sendAt.getTime() <= now.getTime()) continue;
    await queueMessage({ group, kind: `${REMINDER}${minutes}-${sequence}`, sendAt, ...visitorBookingMail(event, 'reminder') });
  }
}

// Whether a new booking's confirmation may go: already queued (a repeat), or one of the address's
// booking mails of the day is still free. Held back, the lead's timeline records it.
async function visitorMailAllowed(booking: StoredBooking, group: string, kind: string, now: Date): Promise<boolean> {
  if ((await queuedKinds(group, [kind])).has(kind)) return true;
  if (await claimBookingMail(booking.email, now)) return true;
  await recordWithheldMail({ id: booking._id.toString(), enquiryId: booking.enquiryId?.toString() ?? null, start: booking.start, typeName: booking.typeName }, kind);
  return false;
}

// Sent instead of a booking over the address's limit (book.ts): the links of the address's upcoming
// bookings, in the refused request's language, within the address's booking mails of the day.
// Queued in the group of the soonest booking (it leaves with it) and delivered after the response.
// False when it was not sent (no booking to list, or the day's mails used up: the soonest
// booking's lead records that).
export async function queueUpcomingLinksMail(email: string, locale: Locale, now: Date = new Date()): Promise<boolean> {
  const upcoming = await upcomingBookings(email, now);
  const soonest = upcoming[0];
  if (!soonest) return false;
  const claim = await claimBookingMail(email, now);
  if (!claim) {
    await recordWithheldMail(soonest, 'links');
    return false;
  }
  const [site, messages] = await Promise.all([currentSiteConfig(), loadSiteMessages(locale)]);
  const listed: Array<{ booking: MailBooking; links: BookingLinks }> = [];
  for (const { id } of upcoming) {
    // A booking gone meanwhile (another request over the limit taking its own back) is left out.
    const booking = await storedBooking(id);
    if (!booking) continue;
    const [type, links] = await Promise.all([consultationTypeById(booking.typeId), linksOfBooking(booking, site.url).catch(() => null)]);
    if (links) listed.push({ booking: await mailBookingOf(booking, type, locale), links });
  }
  if (listed.length === 0) return false;
  await queueMessage({ group: bookingMailGroup(soonest.id), kind: `links-${claim}`, ...upcomingLinksMail(listed, site, bookingMailTexts(locale, messages), UPCOMING_PER_ADDRESS) });
  deliverBookingMailAfterResponse(soonest.id);
  return true;
}

// Removes the booking's reminders still waiting in the outbox (the engine calls it on a move or
// cancellation); sent ones stay as the record of their delivery. The check below catches a
// reminder whose sending had already begun.
export async function dropPendingReminders(bookingId: string): Promise<void> {
  await connectDb();
  // An anchored prefix (a RegExp value, which sanitizeFilter leaves alone), read from the key index.
  await OutboxMessage.deleteMany({ key: new RegExp(`^${escapeRegex(bookingMailGroup(bookingId))}:${REMINDER}`), state: 'pending' });
}

// Asked by the deliverer right before a booking's message goes out (lib/server/mail/still-wanted.ts):
// a reminder is sent only while its booking is confirmed, still at the sequence it was written
// for, and not yet begun (a sweep that was down for hours sends no reminder after the meeting).
// A moved or cancelled booking's old reminders are dropped by dropPendingReminders as well; this
// is the guard for a reminder that a crash, or a delivery under way, left behind.
export async function bookingMessageStillWanted({ group, kind, now }: { group: string; kind: string; now: Date }): Promise<boolean> {
  if (!kind.startsWith(REMINDER)) return true;
  const sequence = Number(kind.slice(kind.lastIndexOf('-') + 1));
  const booking = await storedBooking(group.slice(GROUP_PREFIX.length));
  return Boolean(booking && booking.status === 'confirmed' && booking.sequence === sequence && booking.start.getTime() > now.getTime());
}

registerStillWanted(GROUP_PREFIX, bookingMessageStillWanted);
