import { describe, expect, it } from 'vitest';
import { addMonths, daysInMonth, monthWeeks, openingMonth, slotsByDay, slotsRangeForMonth } from './month';

describe('the booking month view', () => {
  it('steps months across the year', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
  });

  it('lays a month out in weeks from Monday', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)?.[0]).toBe('2026-11-30');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(daysInMonth('2028-02')).toHaveLength(29);
  });

  it('asks for one Berlin day more on each side of the month', () => {
    expect(slotsRangeForMonth('2026-12')).toEqual({ from: '2026-11-30', to: '2027-01-01' });
  });

  it('groups slots by the visitor’s own day', () => {
    // 21:00 and 22:00 Berlin on 15 January are 01:30 and 02:30 on the 16th in Kolkata.
    const slots = ['2027-01-15T09:00:00.000Z', '2027-01-15T20:00:00.000Z', '2027-01-15T21:00:00.000Z'];
    expect([...slotsByDay(slots, 'Asia/Kolkata')]).toEqual([
      ['2027-01-15', ['2027-01-15T09:00:00.000Z']],
      ['2027-01-16', ['2027-01-15T20:00:00.000Z', '2027-01-15T21:00:00.000Z']],
    ]);
    expect(slotsByDay(slots, 'Europe/Berlin').get('2027-01-15')).toHaveLength(3);
  });
});

describe('the month the picker opens on', () => {
  it('is the first bookable month for a new booking', () => {
    expect(openingMonth('2026-11', '2027-02')).toBe('2026-11');
  });

  it('is the month of the booking being moved, within the months that can be booked', () => {
    expect(openingMonth('2026-11', '2027-02', '2027-01')).toBe('2027-01');
    expect(openingMonth('2026-11', '2027-02', '2027-02')).toBe('2027-02');
    expect(openingMonth('2026-11', '2027-02', '2027-05')).toBe('2027-02');
    expect(openingMonth('2026-11', '2027-02', '2026-10')).toBe('2026-11');
  });
});
