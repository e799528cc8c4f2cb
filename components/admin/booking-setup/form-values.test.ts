import { describe, expect, it } from 'vitest';
import type { AdviserHoursRecord } from '@/lib/booking/booking';
import { adviserHoursInputSchema } from '@/lib/validation/adviser-hours';
import { hoursFieldOf, toHoursFormValues, toHoursInput } from './hours-form-values';

describe('the hours form’s values', () => {
  const hours: AdviserHoursRecord = {
    userId: 'u1',
    weekly: [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:00' },
      { weekday: 5, start: '10:00', end: '14:00' },
    ],
    exceptions: [{ day: '2026-12-24', intervals: [], note: 'Christmas Eve' }],
    // 'gone' is a type deleted since: the form drops it.
    typeIds: ['t2', 'gone'],
    sample: false,
  };

  it('show the week as seven days, the types as checkboxes of those offered, and save the same hours back', () => {
    const values = toHoursFormValues(hours, ['t1', 't2']);
    expect(values.week.map((day) => day.intervals.length)).toEqual([2, 0, 0, 0, 1, 0, 0]);
    expect(values.types).toEqual([false, true]);
    const parsed = adviserHoursInputSchema.parse(toHoursInput(values, ['t1', 't2']));
    expect(parsed).toEqual({ weekly: hours.weekly, exceptions: hours.exceptions, typeIds: ['t2'] });
  });

  it('start empty without hours, and put list and type messages where the form shows them', () => {
    expect(toHoursFormValues(null, ['t1'])).toEqual({ week: Array.from({ length: 7 }, () => ({ intervals: [] })), exceptions: [], types: [false] });
    expect(hoursFieldOf('typeIds')).toBe('types.0');
    expect(hoursFieldOf('week.2.intervals')).toBe('week.2.intervals.root');
    expect(hoursFieldOf('exceptions.0.intervals')).toBe('exceptions.0.intervals.root');
    expect(hoursFieldOf('exceptions.0.day')).toBe('exceptions.0.day');
  });
});
