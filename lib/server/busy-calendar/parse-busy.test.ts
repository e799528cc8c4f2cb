import { describe, expect, it } from 'vitest';
import { busyIntervals, NotACalendarError } from './parse-busy';

// Reading busy times from an iCalendar text: the forms calendars write that the integration test's
// sample does not cover (floating and UTC times, DURATION, an all-day event without an end, a
// cancelled occurrence, unknown zone names), the window, merging, and what is no calendar.

const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flatMap((lines, index) => ['BEGIN:VEVENT', `UID:e${index}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');

const from = new Date('2026-12-01T00:00:00Z');
const to = new Date('2027-01-31T00:00:00Z');
const iso = (intervals: Array<{ start: Date; end: Date }>) => intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);

describe('busyIntervals', () => {
  it('reads UTC times, floating times as Berlin, DURATION, and unknown zone names as Berlin', () => {
    const text = calendar(
      ['DTSTART:20261210T090000Z', 'DTEND:20261210T093000Z'],
      ['DTSTART:20261211T100000', 'DURATION:PT45M'],
      ['DTSTART;TZID=W. Europe Standard Time:20261212T100000', 'DTEND;TZID=W. Europe Standard Time:20261212T110000'],
      ['DTSTART;TZID=Asia/Calcutta:20261213T150000', 'DTEND;TZID=Asia/Calcutta:20261213T153000'],
    );
    expect(iso(busyIntervals(text, from, to))).toEqual([
      ['2026-12-10T09:00:00.000Z', '2026-12-10T09:30:00.000Z'],
      ['2026-12-11T09:00:00.000Z', '2026-12-11T09:45:00.000Z'],
      ['2026-12-12T09:00:00.000Z', '2026-12-12T10:00:00.000Z'],
      ['2026-12-13T09:30:00.000Z', '2026-12-13T10:00:00.000Z'],
    ]);
  });

  it('blocks an all-day event’s Berlin day, also without an end; a timed event without an end blocks nothing', () => {
    const text = calendar(['DTSTART;VALUE=DATE:20261224'], ['DTSTART:20261228T100000Z']);
    expect(iso(busyIntervals(text, from, to))).toEqual([['2026-12-23T23:00:00.000Z', '2026-12-24T23:00:00.000Z']]);
  });

  it('skips a cancelled occurrence of a series, keeps the window and merges what overlaps', () => {
    const text = calendar(
      ['DTSTART:20261130T080000Z', 'DTEND:20261130T090000Z', 'RRULE:FREQ=DAILY;COUNT=4'],
      ['RECURRENCE-ID:20261202T080000Z', 'DTSTART:20261202T080000Z', 'DTEND:20261202T090000Z', 'STATUS:CANCELLED'],
      ['DTSTART:20261203T083000Z', 'DTEND:20261203T100000Z'],
      ['DTSTART:20270205T080000Z', 'DTEND:20270205T090000Z'],
    );
    // Mark the second component as the first one's exception: same UID.
    const linked = text.replace('UID:e1', 'UID:e0');
    expect(iso(busyIntervals(linked, from, to))).toEqual([
      ['2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z'],
      ['2026-12-03T08:00:00.000Z', '2026-12-03T10:00:00.000Z'],
    ]);
  });

  it('stops a rule that repeats every minute without holding the job', () => {
    const text = calendar(['DTSTART:20261201T000000Z', 'DTEND:20261201T000030Z', 'RRULE:FREQ=MINUTELY']);
    const started = Date.now();
    expect(busyIntervals(text, from, to).length).toBeGreaterThan(0);
    // Generous: a bound against a hang on a loaded machine, not a timing.
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('refuses what is no calendar', () => {
    for (const text of ['<!doctype html><title>Sign in</title>', '', 'BEGIN:VCALENDAR\r\nthis is not a line', '{"items":[]}', 'BEGIN:VCARD\r\nEND:VCARD']) {
      expect(() => busyIntervals(text, from, to), text).toThrow(NotACalendarError);
    }
  });
});
