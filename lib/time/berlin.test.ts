import { describe, expect, it } from 'vitest';
import { addDays, berlinDay, berlinDayStart, berlinLocalToDate, berlinMonth, berlinMonthStart, parseBerlinDay, formatBerlinMailTime, toBerlinIso, toBerlinLocal } from './berlin';

describe('Berlin wall-clock time', () => {
  it('reads winter and summer times with their own offsets', () => {
    expect(berlinLocalToDate('2026-01-15T10:30')?.toISOString()).toBe('2026-01-15T09:30:00.000Z');
    expect(berlinLocalToDate('2026-07-15T10:30')?.toISOString()).toBe('2026-07-15T08:30:00.000Z');
    expect(berlinLocalToDate('2026-07-15T10:30:15')?.toISOString()).toBe('2026-07-15T08:30:15.000Z');
  });

  it('reads the times around the clock changes', () => {
    // 29 March 2026: 02:00 winter time becomes 03:00 summer time.
    expect(berlinLocalToDate('2026-03-29T01:59')?.toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(berlinLocalToDate('2026-03-29T03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(berlinLocalToDate('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 02:00-03:00 happens twice; the first (summer time) is meant.
    expect(berlinLocalToDate('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(berlinLocalToDate('2026-10-25T03:30')?.toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('refuses what is not a datetime-local value or names no real time', () => {
    for (const text of ['', 'tomorrow', '2026-02-30T10:00', '2026-01-15T24:00', '2026-01-15T10:60', '2026-01-15 10:00', '2026-01-15T10:00Z']) {
      expect(berlinLocalToDate(text), text).toBeNull();
    }
  });

  it('writes an instant back as the Berlin form value', () => {
    expect(toBerlinLocal(new Date('2026-07-15T08:30:00Z'))).toBe('2026-07-15T10:30');
    expect(toBerlinLocal(new Date('2026-01-01T23:05:00Z'))).toBe('2026-01-02T00:05');
    for (const text of ['2026-03-29T03:00', '2026-10-25T03:30', '2026-12-31T23:59']) {
      expect(toBerlinLocal(berlinLocalToDate(text)!)).toBe(text);
    }
  });

  it('names Berlin calendar days and where they begin, across clock changes and year ends', () => {
    expect(berlinDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(berlinDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(parseBerlinDay('2026-11-25')?.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(parseBerlinDay('2026-07-15')?.toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(parseBerlinDay('2026-3-1')).toBeNull();
    expect(parseBerlinDay('2026-02-30')).toBeNull();
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('Berlin days and offsets', () => {
  it('writes an instant as ISO 8601 in Berlin time with the offset of that instant', () => {
    expect(toBerlinIso(new Date('2026-01-15T09:30:05.900Z'))).toBe('2026-01-15T10:30:05+01:00');
    expect(toBerlinIso(new Date('2026-07-15T08:30:00Z'))).toBe('2026-07-15T10:30:00+02:00');
    expect(toBerlinIso(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(toBerlinIso(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(toBerlinIso(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(toBerlinIso(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });

  it('names the Berlin day of an instant, moves days and finds their first instant', () => {
    expect(berlinDay(new Date('2026-02-28T23:30:00Z'))).toBe('2026-03-01');
    expect(berlinDay(new Date('2026-07-31T21:59:59Z'))).toBe('2026-07-31');
    expect(berlinDay(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-15', -89)).toBe('2025-12-16');
    expect(berlinDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(berlinDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(() => berlinDayStart('2026-02-30')).toThrow();
  });
});

describe('Berlin months', () => {
  it('names the Berlin month of an instant and finds its first instant, in winter and summer', () => {
    // 23:30 UTC on 31 March is already 1 April in Berlin; 22:59 UTC on 31 December is still December.
    expect(berlinMonth(new Date('2026-03-31T22:30:00Z'))).toEqual({ year: 2026, month: 4 });
    expect(berlinMonth(new Date('2026-12-31T22:59:59Z'))).toEqual({ year: 2026, month: 12 });
    expect(berlinMonth(new Date('2026-12-31T23:00:00Z'))).toEqual({ year: 2027, month: 1 });
    expect(berlinMonthStart(2026, 1).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(berlinMonthStart(2026, 4).toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(berlinMonthStart(2026, 11).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
});

describe('times in e-mails', () => {
  it('states the Berlin wall-clock time in words, without UTC, in winter and summer', () => {
    expect(formatBerlinMailTime(new Date('2026-11-25T15:05:00Z'))).toBe('25 November 2026, 16:05 (Berlin time)');
    expect(formatBerlinMailTime(new Date('2026-07-01T22:30:00Z'))).toBe('2 July 2026, 00:30 (Berlin time)');
    // Either side of the clock changes of 29 March and 25 October 2026.
    expect(formatBerlinMailTime(new Date('2026-03-29T00:59:00Z'))).toBe('29 March 2026, 01:59 (Berlin time)');
    expect(formatBerlinMailTime(new Date('2026-03-29T01:00:00Z'))).toBe('29 March 2026, 03:00 (Berlin time)');
    expect(formatBerlinMailTime(new Date('2026-10-25T00:59:00Z'))).toBe('25 October 2026, 02:59 (Berlin time)');
    expect(formatBerlinMailTime(new Date('2026-10-25T01:00:00Z'))).toBe('25 October 2026, 02:00 (Berlin time)');
  });
});
