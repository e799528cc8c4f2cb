import { describe, expect, it } from 'vitest';
import { freeSlots } from '@/lib/booking/slots';
import { berlinLocalToDate } from './berlin';
import { dayInZone, formatDateTimeInZone, formatDayInZone, formatTime, formatTimeInZone, formatZoneName, weekdayNames } from './format';

// The booking pages show Berlin's slots on the visitor's clock (issue 29).
const berlin = (local: string) => {
  const date = berlinLocalToDate(local);
  if (!date) throw new Error(local);
  return date;
};

describe('times in the visitor’s zone', () => {
  it('shows a Berlin 10:00 slot in Kolkata and Sao Paulo, winter and summer', () => {
    const winter = berlin('2027-01-15T10:00');
    const summer = berlin('2027-07-15T10:00');
    // India keeps UTC+5:30 all year; Brazil UTC-3 (no summer time since 2019); Berlin +1 / +2.
    expect(formatTimeInZone(winter, 'Asia/Kolkata')).toBe('14:30');
    expect(formatTimeInZone(summer, 'Asia/Kolkata')).toBe('13:30');
    expect(formatTimeInZone(winter, 'America/Sao_Paulo')).toBe('06:00');
    expect(formatTimeInZone(summer, 'America/Sao_Paulo')).toBe('05:00');
    expect(formatZoneName('Asia/Kolkata', winter)).toBe('Asia/Kolkata (GMT+5:30)');
    expect(formatZoneName('America/Sao_Paulo', summer)).toBe('America/Sao_Paulo (GMT-3)');
    expect(formatZoneName('Europe/Berlin', winter)).toBe('Europe/Berlin (GMT+1)');
    expect(formatZoneName('Europe/Berlin', summer)).toBe('Europe/Berlin (GMT+2)');
  });

  it('moves the day when the visitor’s clock has passed midnight', () => {
    // 21:00 Berlin is 01:30 the next morning in Kolkata; 01:00 Berlin is 21:00 the evening before in Sao Paulo.
    const late = berlin('2027-01-15T21:00');
    expect(dayInZone(late, 'Asia/Kolkata')).toBe('2027-01-16');
    expect(dayInZone(late, 'Europe/Berlin')).toBe('2027-01-15');
    expect(formatTimeInZone(late, 'Asia/Kolkata')).toBe('01:30');
    const early = berlin('2027-01-15T01:00');
    expect(dayInZone(early, 'America/Sao_Paulo')).toBe('2027-01-14');
    expect(formatTimeInZone(early, 'America/Sao_Paulo')).toBe('21:00');
    expect(formatDayInZone(early, 'America/Sao_Paulo')).toBe('Thursday, 14 January 2027');
  });

  it('keeps the 10:00 Berlin slot at 10:00 Berlin on both clock-change Sundays of 2027', () => {
    const sundays = { 7: [{ start: '10:00', end: '11:00' }] };
    const rules = { durationMinutes: 60, intervalMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minimumNoticeMinutes: 0, horizonDays: 400, maxPerDay: null };
    const slotOn = (day: string) => {
      const slots = freeSlots({ hours: sundays, exceptions: [], rules, busy: [], bookedPerDay: {}, now: new Date('2027-01-01T00:00:00Z'), firstDay: day, lastDay: day });
      expect(slots).toHaveLength(1);
      return slots[0] as Date;
    };
    // 28 March: clocks go forward at 02:00, so 10:00 Berlin is 08:00 UTC (a week earlier 09:00).
    const spring = slotOn('2027-03-28');
    expect(spring.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(formatTime(spring)).toBe('10:00');
    expect(formatTimeInZone(spring, 'Asia/Kolkata')).toBe('13:30');
    expect(formatTimeInZone(spring, 'America/Sao_Paulo')).toBe('05:00');
    expect(formatTimeInZone(slotOn('2027-03-21'), 'Asia/Kolkata')).toBe('14:30');
    // 31 October: clocks go back at 03:00, so 10:00 Berlin is 09:00 UTC again.
    const autumn = slotOn('2027-10-31');
    expect(autumn.toISOString()).toBe('2027-10-31T09:00:00.000Z');
    expect(formatTime(autumn)).toBe('10:00');
    expect(formatTimeInZone(autumn, 'America/Sao_Paulo')).toBe('06:00');
    expect(formatTimeInZone(slotOn('2027-10-24'), 'America/Sao_Paulo')).toBe('05:00');
  });

  it('writes day, time and zone together, in German too', () => {
    const slot = berlin('2026-11-30T10:00');
    expect(formatDateTimeInZone(slot, 'Asia/Kolkata')).toBe('Monday, 30 November 2026, 14:30 (Asia/Kolkata)');
    expect(formatDateTimeInZone(slot, 'America/Sao_Paulo', 'de-DE')).toBe('Montag, 30. November 2026, 06:00 (America/Sao_Paulo)');
  });

  it('names the weekdays from Monday', () => {
    expect(weekdayNames()).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(weekdayNames('de-DE', 'long')[0]).toBe('Montag');
  });
});
