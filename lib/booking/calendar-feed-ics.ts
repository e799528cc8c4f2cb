import ical, { ICalEventStatus } from 'ical-generator';
import { CHANNEL_LABELS, type Channel } from './booking';

// An adviser's calendar feed (issue 47): their bookings as a subscription calendar (RFC 5545,
// no METHOD: a published calendar, not an invitation). Each booking is the VEVENT of its
// invitation (lib/booking/ics.ts): the same UID and SEQUENCE, so a calendar that also took the
// invitation mail keeps one entry. It carries only what the adviser needs to turn up: the times
// (UTC), the consultation, the channel and where, the visitor's first name and the lead's address
// in the back office; never the visitor's surname, e-mail, phone or message, since a subscribed
// calendar is copied to Google's, Microsoft's or Apple's servers and shown on lock screens.
// Pure and browser-safe.

export type FeedBooking = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  typeName: string;
  channel: Channel;
  // The visitor's full name as stored: only its first word is written.
  fullName: string;
  // The lead's page in the back office; none for a booking without a lead.
  leadUrl: string | null;
};

export type FeedCalendar = {
  // X-WR-CALNAME: how the calendar app lists the subscription.
  name: string;
  // The firm's office, for consultations in person.
  officeAddress: string;
  bookings: FeedBooking[];
  // DTSTAMP: when the feed was written (now, unless a test fixes it).
  stamp?: Date;
};

// How often a calendar app should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). Google
// decides for itself (every few hours); Apple and Outlook follow it.
export const FEED_REFRESH_SECONDS = 15 * 60;

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

// How the consultation takes place and where: the video link and the visitor's number are in the
// adviser's invitation mail and on the lead, not in the feed.
export function feedChannel(channel: Channel, officeAddress: string): string {
  switch (channel) {
    case 'video':
      return `${CHANNEL_LABELS.video} (link in the invitation)`;
    case 'phone':
    case 'whatsapp':
      return `${CHANNEL_LABELS[channel]} (number on the lead)`;
    case 'office':
      return officeAddress ? `${CHANNEL_LABELS.office} (${officeAddress})` : CHANNEL_LABELS.office;
  }
}

export function calendarFeed(input: FeedCalendar): string {
  const calendar = ical({
    name: input.name,
    prodId: { company: 'Consultancy', product: 'Calendar feed', language: 'EN' },
    ttl: FEED_REFRESH_SECONDS,
  });
  const stamp = input.stamp ?? new Date();
  for (const booking of input.bookings) {
    const who = firstName(booking.fullName);
    const channel = feedChannel(booking.channel, input.officeAddress);
    calendar.createEvent({
      id: booking.uid,
      sequence: booking.sequence,
      stamp,
      start: booking.start,
      end: booking.end,
      summary: who ? `${booking.typeName} – ${who}` : booking.typeName,
      description: [booking.typeName, ...(who ? [`With ${who}`] : []), channel, ...(booking.leadUrl ? [`The lead: ${booking.leadUrl}`] : [])].join('\n'),
      location: booking.channel === 'office' ? input.officeAddress || null : null,
      url: booking.leadUrl,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
