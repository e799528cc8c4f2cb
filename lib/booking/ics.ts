import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

// A booking's calendar invitation (RFC 5545/5546 iTIP), attached to its mails. One VEVENT whose UID
// stays the booking's for its whole life, so a calendar updates the one entry: SEQUENCE is the
// booking's (raised on every move and cancellation), METHOD:REQUEST adds or moves it,
// METHOD:CANCEL with STATUS:CANCELLED removes it. Times are written in UTC: every calendar shows
// them in its reader's own zone, and the mail's text states the times in the visitor's zone and
// in Berlin's. Pure and browser-safe (ical-generator has no server dependency).

export type InvitationMethod = 'REQUEST' | 'CANCEL';
export type InvitationPerson = { name: string; email: string };

export type BookingInvitation = {
  uid: string;
  sequence: number;
  method: InvitationMethod;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  // The firm (who sends and changes the invitation) and the person the mail goes to.
  organizer: InvitationPerson;
  attendee: InvitationPerson;
  // DTSTAMP: when this version of the invitation was written (now, unless a test fixes it).
  stamp?: Date;
};

// A name as a quoted parameter value (CN="…"). RFC 5545 allows no DQUOTE and no control character
// inside one, and ical-generator writes a `"` as `\"`, which ends the quotes: a name typed as
// `Eve";ROLE=CHAIR:` would become a ROLE parameter. So the name is encoded per RFC 6868 first
// (`^` as `^^`, `"` as `^'`, a line break as `^n`), which calendars that know RFC 6868 decode (others
// show the carets). A backslash is dropped (ical-generator would double it: parameter values
// have no backslash escapes), and so is any other control character.
export function quotedParamText(name: string): string {
  return name
    .replace(/\r\n?|\n/g, '\n')
    .replace(/[\\\p{Cc}\u2028\u2029]/gu, (char) => (char === '\n' ? char : ''))
    .replace(/[\^"\n]/g, (char) => (char === '^' ? '^^' : char === '"' ? "^'" : '^n'));
}

export function bookingInvitation(input: BookingInvitation): string {
  const cancelled = input.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: input.organizer.name || 'Consultancy', product: 'Consultation booking', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp ?? new Date(),
    start: input.start,
    end: input.end,
    summary: input.summary,
    description: input.description,
    location: input.location || null,
    url: input.url || null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: quotedParamText(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        name: quotedParamText(input.attendee.name),
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        // Booked by the visitor: nothing to accept or decline, so no RSVP asked for.
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
