import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeInZone, formatDay, formatMoney, formatNumber, formatPercent, formatTime } from './format';

describe('dates and times for people', () => {
  it('writes the Berlin day of an instant in British English by default', () => {
    expect(formatDate(new Date('2026-11-01T10:00:00Z'))).toBe('1 November 2026');
    expect(formatDate('2026-11-01T10:00:00.000Z', 'medium')).toBe('1 Nov 2026');
    expect(formatDate('2026-11-25T08:05:00Z', 'full')).toBe('Wednesday, 25 November 2026');
    expect(formatDate('2026-11-25T08:05:00Z', 'month')).toBe('November 2026');
  });

  it('takes the day from Berlin midnight, not UTC midnight', () => {
    // 23:30 UTC on 24 November is already 25 November in Berlin (winter, UTC+1).
    expect(formatDate('2026-11-24T23:30:00Z')).toBe('25 November 2026');
    expect(formatDate('2026-11-24T22:59:59Z')).toBe('24 November 2026');
    // In summer (UTC+2) the Berlin day starts at 22:00 UTC.
    expect(formatDate('2026-07-14T22:00:00Z')).toBe('15 July 2026');
    expect(formatDate('2026-07-14T21:59:59Z')).toBe('14 July 2026');
    expect(formatDateTime('2026-12-31T23:00:00Z', 'long')).toBe('1 January 2027 at 00:00');
  });

  it('reads the clock right on both sides of the 2026 clock changes', () => {
    // 29 March 2026: 02:00 winter time becomes 03:00 summer time.
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29 Mar 2026, 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29 Mar 2026, 03:00');
    // 25 October 2026: 03:00 summer time becomes 02:00 winter time, so 02:30 comes twice.
    expect(formatTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30');
    expect(formatTime('2026-10-25T02:00:00Z')).toBe('03:00');
  });

  it('writes date and time long or medium, and nothing for no value', () => {
    expect(formatDateTime(new Date('2026-11-24T08:05:00Z'), 'long')).toBe('24 November 2026 at 09:05');
    expect(formatDateTime('2026-11-24T08:05:00Z')).toBe('24 Nov 2026, 09:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes German when asked', () => {
    expect(formatDate('2026-11-01T10:00:00Z', 'long', 'de-DE')).toBe('1. November 2026');
    expect(formatDate('2026-11-25T08:05:00Z', 'full', 'de-DE')).toBe('Mittwoch, 25. November 2026');
    expect(formatDateTime('2026-11-24T08:05:00Z', 'long', 'de-DE')).toBe('24. November 2026 um 09:05');
    expect(formatDay('2031-02-03', 'long', 'de-DE')).toBe('3. Februar 2031');
  });

  it('writes a calendar day as it is, with no time zone to move it', () => {
    expect(formatDay('2025-01-01')).toBe('1 January 2025');
    expect(formatDay('2026-12-31')).toBe('31 December 2026');
    expect(formatDay('2026-02-16', 'medium')).toBe('16 Feb 2026');
    expect(formatDay('2026-03-14', 'month')).toBe('March 2026');
    expect(formatDay('2025-12-01', 'shortMonth')).toBe('Dec 2025');
    expect(formatDay('2026-3-1')).toBe('2026-3-1');
    expect(formatDay('2026-02-30')).toBe('2026-02-30');
  });
});

describe('numbers for people', () => {
  it('groups thousands and fixes decimals, in British English or German', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234567, {}, 'de-DE')).toBe('1.234.567');
    expect(formatNumber(12, { fractionDigits: 1 })).toBe('12.0');
    expect(formatNumber(12.345, { fractionDigits: 1 }, 'de-DE')).toBe('12,3');
  });

  it('writes percentages given in percent, with at most one decimal', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(12.5, 'de-DE')).toBe('12,5\u00a0%');
  });

  it('writes euros with thousands and, when there are any, two-digit cents', () => {
    expect(formatMoney(1091)).toBe('€1,091');
    expect(formatMoney(89.5)).toBe('€89.50');
    expect(formatMoney(100000)).toBe('€100,000');
    expect(formatMoney(1091, 'de-DE')).toBe('1.091\u00a0€');
  });
});

describe('times in another zone', () => {
  const meeting = new Date('2026-11-30T09:00:00Z');

  it('writes the wall clock of the zone with its name, in either language', () => {
    expect(formatDateTimeInZone(meeting, 'Asia/Kolkata')).toBe('Monday, 30 November 2026, 14:30 (Asia/Kolkata)');
    expect(formatDateTimeInZone(meeting, 'Europe/Berlin')).toBe('Monday, 30 November 2026, 10:00 (Europe/Berlin)');
    expect(formatDateTimeInZone(meeting, 'Asia/Kolkata', 'de-DE')).toBe('Montag, 30. November 2026, 14:30 (Asia/Kolkata)');
  });

  it("moves to the zone's own day and follows its clock changes", () => {
    // 23:30 UTC is the next morning in Kolkata and still the evening before in São Paulo.
    expect(formatDateTimeInZone('2026-03-28T23:30:00Z', 'Asia/Kolkata')).toBe('Sunday, 29 March 2026, 05:00 (Asia/Kolkata)');
    expect(formatDateTimeInZone('2026-03-28T23:30:00Z', 'America/Sao_Paulo')).toBe('Saturday, 28 March 2026, 20:30 (America/Sao_Paulo)');
    // Berlin: one hour ahead of UTC before the last Sunday of March, two after.
    expect(formatDateTimeInZone('2026-03-29T00:30:00Z', 'Europe/Berlin')).toBe('Sunday, 29 March 2026, 01:30 (Europe/Berlin)');
    expect(formatDateTimeInZone('2026-03-29T01:30:00Z', 'Europe/Berlin')).toBe('Sunday, 29 March 2026, 03:30 (Europe/Berlin)');
  });

  it('writes back what is no instant', () => {
    expect(formatDateTimeInZone('soon', 'Asia/Kolkata')).toBe('soon');
  });
});
