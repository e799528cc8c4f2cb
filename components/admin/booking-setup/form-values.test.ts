import { describe, expect, it } from 'vitest';
import { CONSULTATION_DEFAULTS, type AdviserHoursRecord } from '@/lib/booking/booking';
import { adviserHoursInputSchema } from '@/lib/validation/adviser-hours';
import { consultationTypeInputSchema } from '@/lib/validation/consultation-type';
import { hoursFieldOf, toHoursFormValues, toHoursInput } from './hours-form-values';
import { toTypeFormValues, toTypeInput, typeFieldOf } from './type-form-values';

describe('the consultation type form’s values', () => {
  it('start a new type from the defaults, in hours where the form asks hours', () => {
    const values = toTypeFormValues();
    expect(values).toMatchObject({ durationMinutes: '30', minimumNoticeHours: '12', horizonDays: '30', changeNoticeHours: '24', maxPerDay: '', reminders: [{ hours: '24' }, { hours: '1' }], active: true });
  });

  it('come back as the stored fields after a round trip through the schema', () => {
    const values = { ...toTypeFormValues(), slug: 'first-talk', name: { en: 'First talk', de: '' }, videoUrl: 'https://meet.example.com/x' };
    const parsed = consultationTypeInputSchema.parse(toTypeInput(values));
    expect(parsed).toMatchObject({ ...CONSULTATION_DEFAULTS, slug: 'first-talk', name: { en: 'First talk' }, serviceId: null });
  });

  it('put the reminders’ messages on the reminder fields', () => {
    expect(typeFieldOf('remindersHoursBefore')).toBe('reminders.root');
    expect(typeFieldOf('remindersHoursBefore.1')).toBe('reminders.1.hours');
    expect(typeFieldOf('slug')).toBe('slug');
  });
});

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
