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
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        // Booked by the visitor: nothing to accept or decline, so no RSVP asked for.
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
