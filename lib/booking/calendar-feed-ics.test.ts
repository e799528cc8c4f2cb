import { describe, expect, it } from 'vitest';
import { contentLines, parseContentLine } from '@/tests/support/ical-content-line';
import { calendarFeed, feedChannel, firstName, type FeedBooking } from './calendar-feed-ics';

const booking: FeedBooking = {
  uid: '4b6f0c1e-booking@firm.test',
  sequence: 2,
  start: new Date('2026-11-30T09:00:00Z'),
  end: new Date('2026-11-30T09:30:00Z'),
  typeName: 'First consultation',
  channel: 'phone',
  fullName: '  María-José de la Cruz ',
  leadUrl: 'https://firm.test/admin/enquiries/65a1b2c3d4e5f60718293a4b',
};

describe('the calendar feed’s text', () => {
  it('writes the first word of the name only, and no number or link for the channel', () => {
    expect(firstName(booking.fullName)).toBe('María-José');
    expect(firstName('   ')).toBe('');
    expect(feedChannel('video', 'Street 1')).toBe('Video call (link in the invitation)');
    expect(feedChannel('whatsapp', 'Street 1')).toBe('WhatsApp call (number on the lead)');
    expect(feedChannel('office', 'Street 1, 10117 Berlin, Germany')).toBe('Office visit (Street 1, 10117 Berlin, Germany)');
  });

  it('is a published calendar (no METHOD) whose every line is an RFC 5545 content line ending in CRLF', () => {
    const text = calendarFeed({ name: 'Firm: Ada’s consultations', officeAddress: '', bookings: [booking], stamp: new Date('2026-11-29T08:00:00Z') });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = contentLines(text).map(parseContentLine);
    expect(lines.find((line) => line.name === 'METHOD')).toBeUndefined();
    expect(lines.find((line) => line.name === 'SEQUENCE')?.value).toBe('2');
    expect(lines.find((line) => line.name === 'SUMMARY')?.value).toBe('First consultation – María-José');
    expect(text).not.toContain('Cruz');
    expect(lines.find((line) => line.name === 'LOCATION')).toBeUndefined();
  });
});
