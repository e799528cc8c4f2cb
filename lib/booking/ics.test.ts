import { describe, expect, it } from 'vitest';
import { decodeParamValue, strictLine, type ContentLine } from '@/tests/support/ical-content-line';
import { bookingInvitation, type BookingInvitation } from './ics';

const booked: BookingInvitation = {
  uid: '4b6f0c1e-booking@firm.test',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2026-11-30T09:00:00Z'),
  end: new Date('2026-11-30T09:30:00Z'),
  summary: 'First consultation – Berlin Consult',
  description: 'Video call with Anna Adviser',
  location: 'https://meet.example.test/room',
  organizer: { name: 'Berlin Consult', email: 'hello@firm.test' },
  attendee: { name: 'Priya Sharma', email: 'priya@example.test' },
  stamp: new Date('2026-11-20T12:00:00Z'),
};

// The content lines of the .ics, long lines unfolded (RFC 5545 3.1).
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const field = (ics: string, name: string) => lines(ics).filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
const value = (ics: string, name: string) => {
  const found = field(ics, name);
  expect(found).toHaveLength(1);
  return (found[0] as string).slice((found[0] as string).indexOf(':') + 1);
};

describe('bookingInvitation', () => {
  it('books: METHOD:REQUEST, one event with the stable UID, SEQUENCE:0, DTSTAMP, CONFIRMED, the times in UTC', () => {
    const ics = bookingInvitation(booked);
    expect(value(ics, 'METHOD')).toBe('REQUEST');
    expect(lines(ics).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(value(ics, 'UID')).toBe(booked.uid);
    expect(value(ics, 'SEQUENCE')).toBe('0');
    expect(value(ics, 'DTSTAMP')).toBe('20261120T120000Z');
    expect(value(ics, 'STATUS')).toBe('CONFIRMED');
    expect(value(ics, 'DTSTART')).toBe('20261130T090000Z');
    expect(value(ics, 'DTEND')).toBe('20261130T093000Z');
    expect(value(ics, 'SUMMARY')).toBe('First consultation – Berlin Consult');
    expect(value(ics, 'LOCATION')).toBe('https://meet.example.test/room');
    expect(value(ics, 'ORGANIZER')).toBe('mailto:hello@firm.test');
    expect(value(ics, 'ATTENDEE')).toBe('MAILTO:priya@example.test');
  });

  it('moves: METHOD:REQUEST again, SEQUENCE:1, the new times, the same UID', () => {
    const ics = bookingInvitation({ ...booked, sequence: 1, start: new Date('2026-12-01T14:00:00Z'), end: new Date('2026-12-01T14:30:00Z') });
    expect(value(ics, 'METHOD')).toBe('REQUEST');
    expect(value(ics, 'UID')).toBe(booked.uid);
    expect(value(ics, 'SEQUENCE')).toBe('1');
    expect(value(ics, 'DTSTART')).toBe('20261201T140000Z');
    expect(value(ics, 'DTEND')).toBe('20261201T143000Z');
    expect(value(ics, 'STATUS')).toBe('CONFIRMED');
  });

  it('cancels: METHOD:CANCEL, STATUS:CANCELLED, the raised SEQUENCE, the same UID', () => {
    const ics = bookingInvitation({ ...booked, method: 'CANCEL', sequence: 2 });
    expect(value(ics, 'METHOD')).toBe('CANCEL');
    expect(value(ics, 'STATUS')).toBe('CANCELLED');
    expect(value(ics, 'SEQUENCE')).toBe('2');
    expect(value(ics, 'UID')).toBe(booked.uid);
  });

  it('leaves out an empty location and escapes what the visitor typed', () => {
    const ics = bookingInvitation({ ...booked, location: '', description: 'Topic: visa; study, work\nsecond line' });
    expect(field(ics, 'LOCATION')).toHaveLength(0);
    expect(value(ics, 'DESCRIPTION')).toBe('Topic: visa\\; study\\, work\\nsecond line');
  });

  // A name is a quoted parameter (CN="…"), where RFC 5545 allows no DQUOTE at all: `\"` does not
  // escape one, so a typed `";ROLE=CHAIR;X="` used to end the name and add parameters of its own.
  describe('a name with quotes, carets and separators stays one CN parameter (RFC 6868)', () => {
    const param = (line: ContentLine, name: string) => line.params.filter((p) => p.name === name);
    const typed = 'Eve";ROLE=CHAIR;RSVP=TRUE;CN="Mallory ^ O\'Brien: a, b';

    // The second one, on the old code, even reads as a valid line: with ROLE=CHAIR as a parameter.
    it.each([typed, 'Eve";ROLE=CHAIR:'])('ATTENDEE %s: strictly parsed, its parameters exactly ROLE, PARTSTAT and CN, the name as typed', (name) => {
      const attendee = strictLine(bookingInvitation({ ...booked, attendee: { name, email: 'eve@example.test' } }), 'ATTENDEE');
      expect(attendee.params.map((p) => p.name).sort()).toEqual(['CN', 'PARTSTAT', 'ROLE']);
      expect(param(attendee, 'ROLE')).toEqual([{ name: 'ROLE', values: ['REQ-PARTICIPANT'] }]);
      expect(param(attendee, 'CN')[0]?.values.map(decodeParamValue)).toEqual([name]);
      expect(attendee.value).toBe('MAILTO:eve@example.test');
    });

    it('ORGANIZER: the firm’s name the same way', () => {
      const firm = 'The "Best" Consult; ROLE=CHAIR';
      const organizer = strictLine(bookingInvitation({ ...booked, organizer: { name: firm, email: 'hello@firm.test' } }), 'ORGANIZER');
      expect(organizer.params.map((p) => p.name)).toEqual(['CN']);
      expect(organizer.params[0]?.values.map(decodeParamValue)).toEqual([firm]);
      expect(organizer.value).toBe('mailto:hello@firm.test');
    });

    it('an ordinary name is written as it is', () => {
      const attendee = strictLine(bookingInvitation(booked), 'ATTENDEE');
      expect(param(attendee, 'CN')[0]?.values).toEqual(['Priya Sharma']);
    });
  });
});
