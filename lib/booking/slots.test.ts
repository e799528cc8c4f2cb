import { describe, expect, it } from 'vitest';
import { toBerlinLocal } from '@/lib/time/berlin';
import { freeSlots, workingIntervals, type SlotInput, type SlotRules } from './slots';

const NINE_TO_FIVE = { start: '09:00', end: '17:00' };
const WEEKDAYS = { 1: [NINE_TO_FIVE], 2: [NINE_TO_FIVE], 3: [NINE_TO_FIVE], 4: [NINE_TO_FIVE], 5: [NINE_TO_FIVE] };
const RULES: SlotRules = {
  durationMinutes: 60,
  intervalMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 12 * 60,
  horizonDays: 30,
  maxPerDay: null,
};

// Monday 2026-11-30; "now" the Friday before, so notice and horizon do not bite unless a case says so.
function input(changes: Partial<SlotInput> = {}): SlotInput {
  return {
    hours: WEEKDAYS,
    exceptions: [],
    rules: RULES,
    busy: [],
    bookedPerDay: {},
    now: new Date('2026-11-27T12:00:00Z'),
    firstDay: '2026-11-30',
    lastDay: '2026-11-30',
    ...changes,
  };
}

const wall = (slots: Date[]) => slots.map((slot) => toBerlinLocal(slot).slice(11));

describe('freeSlots', () => {
  it('offers every start from which the meeting fits in the hours, every interval', () => {
    const slots = wall(freeSlots(input()));
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('16:00');
    expect(slots).toHaveLength(15);
  });

  it('keeps the buffers inside the hours too', () => {
    const slots = wall(freeSlots(input({ rules: { ...RULES, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 } })));
    expect(slots[0]).toBe('09:30');
    expect(slots.at(-1)).toBe('15:30');
  });

  it('never overlaps another booking, buffers included', () => {
    const busy = [{ start: new Date('2026-11-30T10:00:00Z'), end: new Date('2026-11-30T11:00:00Z') }]; // 11:00-12:00 Berlin
    const slots = wall(freeSlots(input({ busy, rules: { ...RULES, bufferAfterMinutes: 15 } })));
    expect(slots).toContain('09:30'); // ends 10:30 + 15 min, before 11:00
    expect(slots).not.toContain('10:00'); // its buffer reaches 11:15
    expect(slots).not.toContain('11:30');
    expect(slots).toContain('12:00');
  });

  it('respects the minimum notice and the horizon', () => {
    const now = new Date('2026-11-30T09:10:00Z'); // 10:10 Berlin on the Monday
    expect(wall(freeSlots(input({ now, rules: { ...RULES, minimumNoticeMinutes: 120 } })))[0]).toBe('12:30');
    expect(freeSlots(input({ rules: { ...RULES, horizonDays: 2 } }))).toEqual([]);
    expect(freeSlots(input({ rules: { ...RULES, horizonDays: 3 } }))).toHaveLength(15);
  });

  it('offers nothing on a day that has its maximum of bookings', () => {
    expect(freeSlots(input({ rules: { ...RULES, maxPerDay: 2 }, bookedPerDay: { '2026-11-30': 2 } }))).toEqual([]);
    expect(freeSlots(input({ rules: { ...RULES, maxPerDay: 2 }, bookedPerDay: { '2026-11-30': 1 } }))).toHaveLength(15);
  });

  it('a dated exception replaces the weekly hours: a day off, or extra hours on a Saturday', () => {
    expect(freeSlots(input({ exceptions: [{ day: '2026-11-30', intervals: [] }] }))).toEqual([]);
    const saturday = input({ firstDay: '2026-12-05', lastDay: '2026-12-05' });
    expect(freeSlots(saturday)).toEqual([]);
    expect(wall(freeSlots({ ...saturday, exceptions: [{ day: '2026-12-05', intervals: [{ start: '10:00', end: '12:00' }] }] }))).toEqual(['10:00', '10:30', '11:00']);
    expect(workingIntervals('2026-12-06', WEEKDAYS, [])).toEqual([]);
  });

  it('keeps 10:00 Berlin at 10:00 across the spring clock change', () => {
    const week = input({ now: new Date('2027-03-20T12:00:00Z'), firstDay: '2027-03-26', lastDay: '2027-03-29' });
    const tens = freeSlots(week).filter((slot) => toBerlinLocal(slot).endsWith('T10:00'));
    expect(tens.map((slot) => slot.toISOString())).toEqual(['2027-03-26T09:00:00.000Z', '2027-03-29T08:00:00.000Z']);
  });

  it('offers no start in the hour the clocks skip', () => {
    const night = input({
      now: new Date('2027-03-20T12:00:00Z'),
      hours: { 7: [{ start: '01:00', end: '04:00' }] },
      rules: { ...RULES, durationMinutes: 30 },
      firstDay: '2027-03-28',
      lastDay: '2027-03-28',
    });
    expect(wall(freeSlots(night))).toEqual(['01:00', '03:00', '03:30']);
  });
});
