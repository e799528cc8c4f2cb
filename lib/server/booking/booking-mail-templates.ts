import { createTranslator, type Messages } from 'next-intl';
import { DISPLAY_LOCALES, type Locale } from '@/i18n/locales';
import type { Channel } from '@/lib/booking/booking';
import { bookingInvitation, type InvitationMethod } from '@/lib/booking/ics';
import type { SiteConfig } from '@/lib/site';
import { FIRM_TIME_ZONE } from '@/lib/time/berlin';
import { formatDateTimeInZone } from '@/lib/time/format';
import { closingLines, fieldLines, type MailContent } from '@/lib/server/mail/mail-text';
import type { MessageCalendar } from '@/lib/server/mail/outbox';

// A booking's e-mails as plain text, with their calendar invitation. Pure: booking-mail.ts reads
// the booking and queues the result. The visitor's are in the booking's language (the BookingMail
// catalogue), the adviser's in English (the back office's language).

export type BookingMailChange = 'booked' | 'moved' | 'cancelled';
// What a visitor's mail is about: a change, or the reminder before the meeting.
export type VisitorMailOccasion = BookingMailChange | 'reminder';

export type MailBooking = {
  uid: string;
  sequence: number;
  // The consultation's name in the mail's language.
  typeName: string;
  // The title of the service the consultation belongs to, in the mail's language (none without one).
  serviceTitle?: string | null;
  durationMinutes: number;
  channel: Channel;
  // The type's meeting link (video), its notice for changes by link.
  videoUrl: string;
  changeNoticeMinutes: number;
  adviserName: string;
  start: Date;
  end: Date;
  fullName: string;
  email: string;
  phoneNumber: string;
  whatsappNumber: string;
  topic: string;
  timeZone: string;
  locale: Locale;
  enquiryId: string | null;
  reason: string;
  cancelledBy: string | null;
};

export type BookingFirm = Pick<SiteConfig, 'name' | 'phone' | 'email' | 'url' | 'address' | 'whatsappNumber'>;
export type BookingLinks = { reschedule: string; cancel: string };
export type BookingMailContent = MailContent & { calendar?: MessageCalendar };

export type BookingMailTexts = (key: keyof Messages['BookingMail'], values?: Record<string, string | number>) => string;

export function bookingMailTexts(locale: Locale, messages: Messages): BookingMailTexts {
  const t = createTranslator({ locale, messages, namespace: 'BookingMail' });
  return (key, values) => t(key, values);
}

const SUBJECTS = { booked: 'subjectBooked', moved: 'subjectMoved', cancelled: 'subjectCancelled', reminder: 'subjectReminder' } as const;
const INTROS = { booked: 'introBooked', moved: 'introMoved', cancelled: 'introCancelled', reminder: 'introReminder' } as const;

// The number the firm calls: the one the visitor gave for the channel, else the other one.
function visitorNumber(booking: Pick<MailBooking, 'channel' | 'phoneNumber' | 'whatsappNumber'>): string {
  return booking.channel === 'whatsapp' ? booking.whatsappNumber || booking.phoneNumber : booking.phoneNumber || booking.whatsappNumber;
}

// How the consultation takes place, with what it needs (the link, the number called, the office's
// address): the visitor's mails, and the reply to a booked lead (lib/server/replies/).
export function channelLine(booking: Pick<MailBooking, 'channel' | 'videoUrl' | 'phoneNumber' | 'whatsappNumber'>, firm: Pick<BookingFirm, 'address'>, t: BookingMailTexts): string {
  switch (booking.channel) {
    case 'video':
      return booking.videoUrl ? t('channelVideo', { url: booking.videoUrl }) : t('channelVideoNoLink');
    case 'phone':
      return t('channelPhone', { number: visitorNumber(booking) });
    case 'whatsapp':
      return t('channelWhatsapp', { number: visitorNumber(booking) });
    case 'office':
      return t('channelOffice', { street: firm.address.street, postalCode: firm.address.postalCode, city: firm.address.city });
  }
}

// Where the meeting is, for the calendar entry.
function location(booking: MailBooking, firm: BookingFirm): string {
  if (booking.channel === 'video') return booking.videoUrl;
  if (booking.channel === 'office') return `${firm.address.street}, ${firm.address.postalCode} ${firm.address.city}, ${firm.address.country}`;
  return '';
}

// The meeting's time in the visitor's zone, and in Berlin's when they differ, in the mail's
// language: worked out once per booking, for its details, its subject and its reminders.
type MeetingTimes = { yours: string; berlin: string | null };

function meetingTimes(booking: Pick<MailBooking, 'start' | 'timeZone' | 'locale'>): MeetingTimes {
  const dates = DISPLAY_LOCALES[booking.locale];
  return {
    yours: formatDateTimeInZone(booking.start, booking.timeZone, dates),
    berlin: booking.timeZone === FIRM_TIME_ZONE ? null : formatDateTimeInZone(booking.start, FIRM_TIME_ZONE, dates),
  };
}

// The consultation (and its service), its time in the visitor's zone and in Berlin's (once, when they differ), its
// length, the adviser and the channel: the visitor's mail and its calendar entry both say these.
function detailLines(booking: MailBooking, firm: BookingFirm, t: BookingMailTexts, times: MeetingTimes = meetingTimes(booking)): string[] {
  return [
    t('consultation', { name: booking.typeName }),
    ...(booking.serviceTitle ? [t('service', { name: booking.serviceTitle })] : []),
    t('yourTime', { time: times.yours }),
    ...(times.berlin === null ? [] : [t('berlinTime', { time: times.berlin })]),
    t('duration', { minutes: booking.durationMinutes }),
    ...(booking.adviserName ? [t('adviser', { name: booking.adviserName })] : []),
    channelLine(booking, firm, t),
  ];
}

// The reschedule and cancel links, each on a line of its own, and how long they work.
function linkLines(booking: MailBooking, firm: BookingFirm, links: BookingLinks, t: BookingMailTexts): string[] {
  const hours = Math.round((booking.changeNoticeMinutes / 60) * 10) / 10;
  return [
    t('reschedule', { url: links.reschedule }),
    t('cancel', { url: links.cancel }),
    '',
    t('changeNotice', { hours, phone: firm.phone, whatsapp: `https://wa.me/${firm.whatsappNumber}` }),
  ];
}

function invitation(booking: MailBooking, firm: BookingFirm, method: InvitationMethod, summary: string, description: string, attendee: { name: string; email: string }): MessageCalendar {
  const content = bookingInvitation({
    uid: booking.uid,
    sequence: booking.sequence,
    method,
    start: booking.start,
    end: booking.end,
    summary,
    description,
    location: location(booking, firm),
    url: booking.channel === 'video' ? booking.videoUrl : undefined,
    organizer: { name: firm.name, email: firm.email },
    attendee,
  });
  return { method, content };
}

// What every mail to the visitor about one change of a booking says, worked out once and handed to
// each of them (the change's mail and its reminders), as cal.com hands one event to every sender of
// a booking's mails: the booking, the firm, the texts, the meeting's times and detail lines, and
// what follows them. `next` holds the reschedule and cancel links; a cancelled booking has none
// and offers a new booking at `bookUrl` instead.
export type VisitorMailEvent = {
  booking: MailBooking;
  firm: BookingFirm;
  t: BookingMailTexts;
  next: { links: BookingLinks } | { bookUrl: string };
  times: MeetingTimes;
  details: string[];
  follow: string[];
};

export function visitorMailEvent(booking: MailBooking, firm: BookingFirm, t: BookingMailTexts, next: VisitorMailEvent['next']): VisitorMailEvent {
  const times = meetingTimes(booking);
  return {
    booking,
    firm,
    t,
    next,
    times,
    details: detailLines(booking, firm, t, times),
    follow: 'links' in next ? linkLines(booking, firm, next.links, t) : [t('bookAgain', { url: next.bookUrl })],
  };
}

// To the visitor. Only the firm's words and the booking's facts: anyone can type any address into
// the booking form, so the name and topic the visitor typed are not echoed (the number the firm
// will call is, so a wrong one can be corrected). Every mail of a change carries the invitation
// (REQUEST, or CANCEL for a cancellation); a reminder carries none.
export function visitorBookingMail(event: VisitorMailEvent, occasion: VisitorMailOccasion): BookingMailContent {
  const { booking, firm, t, next, details, follow } = event;
  const cancelled = occasion === 'cancelled';
  const text = [
    t('greeting'),
    '',
    t(INTROS[occasion]),
    '',
    ...details,
    '',
    ...follow,
    ...(occasion === 'reminder' ? [] : ['', t(cancelled ? 'invitationRemove' : 'invitationAdd')]),
    '',
    ...closingLines(firm, t),
  ].join('\n');
  const content: BookingMailContent = { to: booking.email, replyTo: firm.email, subject: t(SUBJECTS[occasion], { firm: firm.name, time: event.times.yours }), text };
  if (occasion === 'reminder') return content;
  const summary = t('summary', { consultation: booking.typeName, firm: firm.name });
  const description = [...details, ...('links' in next ? ['', ...follow] : [])].join('\n');
  return { ...content, calendar: invitation(booking, firm, cancelled ? 'CANCEL' : 'REQUEST', summary, description, { name: booking.fullName, email: booking.email }) };
}

const CHANNEL_NAMES: Record<Channel, string> = { video: 'Video call', phone: 'Phone call', whatsapp: 'WhatsApp call', office: 'Office visit' };

function adviserChannel(booking: MailBooking, firm: BookingFirm): string {
  if (booking.channel === 'video') return `${CHANNEL_NAMES.video}${booking.videoUrl ? ` (${booking.videoUrl})` : ' (no link set on the consultation type: send one)'}`;
  if (booking.channel === 'office') return `${CHANNEL_NAMES.office} (${location(booking, firm)})`;
  return `${CHANNEL_NAMES[booking.channel]}: call ${visitorNumber(booking)}`;
}

// To the adviser (or, without one, the firm's inbox), in English, with the visitor as Reply-To:
// who, when in Berlin time (and the visitor's), the channel, the topic, the reason for a move or
// cancellation, and the lead's page. The same invitation as the visitor's, addressed to the adviser.
export function adviserBookingMail(booking: MailBooking, firm: BookingFirm, change: BookingMailChange, adviser: { name: string; email: string }): BookingMailContent {
  const berlin = formatDateTimeInZone(booking.start, FIRM_TIME_ZONE);
  const heading = { booked: 'New booking', moved: 'Booking moved', cancelled: 'Booking cancelled' }[change];
  const by = booking.cancelledBy === 'visitor' ? ' by the visitor' : booking.cancelledBy === 'staff' ? ' by staff' : '';
  const what = {
    booked: `${booking.fullName} booked a consultation on the ${firm.name} website.`,
    moved: `The consultation with ${booking.fullName} was moved to a new time.`,
    cancelled: `The consultation with ${booking.fullName} was cancelled${by}.`,
  }[change];
  const leadUrl = booking.enquiryId ? `${firm.url}/admin/enquiries/${booking.enquiryId}` : null;
  const text = [
    what,
    '',
    ...fieldLines([
      ['Consultation', `${booking.typeName} (${booking.durationMinutes} minutes)`],
      ['When (Berlin)', berlin],
      ["Visitor's time", booking.timeZone === FIRM_TIME_ZONE ? null : formatDateTimeInZone(booking.start, booking.timeZone)],
      ['Channel', adviserChannel(booking, firm)],
      ['Adviser', booking.adviserName],
      ['Name', booking.fullName],
      ['E-mail', booking.email],
      ['Phone', booking.phoneNumber],
      ['WhatsApp', booking.whatsappNumber],
      ['Language', booking.locale],
      ['Reason', change === 'booked' ? null : booking.reason],
    ]),
    ...(booking.topic ? ['', 'Topic:', booking.topic] : []),
    '',
    leadUrl ? `The lead: ${leadUrl}` : `All enquiries: ${firm.url}/admin/enquiries`,
  ].join('\n');
  const subject = `${heading}: ${booking.typeName}, ${berlin} – ${booking.fullName}`;
  const description = [`${booking.typeName} with ${booking.fullName}`, adviserChannel(booking, firm), ...(leadUrl ? [leadUrl] : [])].join('\n');
  const calendar = invitation(booking, firm, change === 'cancelled' ? 'CANCEL' : 'REQUEST', `${booking.typeName} – ${booking.fullName}`, description, adviser);
  return { to: adviser.email, replyTo: booking.email, subject, text, calendar };
}

// To an address that asked for one booking more than it may hold (issue 40): its upcoming
// bookings, each with its details and its reschedule and cancel links, so the person who owns the
// address can reach them. Only the firm's words and the bookings' facts, no invitation; in the
// language of the refused request (`t`).
export function upcomingLinksMail(
  bookings: ReadonlyArray<{ booking: MailBooking; links: BookingLinks }>,
  firm: BookingFirm,
  t: BookingMailTexts,
  max: number,
): MailContent {
  const to = bookings[0]?.booking.email ?? '';
  const text = [
    t('greeting'),
    '',
    t('introUpcoming', { max }),
    ...bookings.flatMap(({ booking, links }) => ['', ...detailLines(booking, firm, t), t('reschedule', { url: links.reschedule }), t('cancel', { url: links.cancel })]),
    '',
    t('upcomingNext'),
    '',
    ...closingLines(firm, t),
  ].join('\n');
  return { to, replyTo: firm.email, subject: t('subjectUpcoming', { firm: firm.name }), text };
}
