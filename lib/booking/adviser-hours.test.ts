import { describe, expect, it } from 'vitest';
import { adviserHoursFormField, adviserHoursFormInput, adviserHoursFormValues, adviserHoursInputSchema, type AdviserHoursRecord } from './adviser-hours';

const nineToFive = { intervals: [{ start: '09:00', end: '17:00' }] };
const closed = { intervals: [] };
const week = [nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, closed, closed];

const errorsOf = (input: unknown) => {
  const result = adviserHoursInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('adviserHoursInputSchema', () => {
  it('turns the week into the stored list by ISO weekday, intervals and exceptions in order', () => {
    const parsed = adviserHoursInputSchema.parse({
      week: [{ intervals: [{ start: '14:00', end: '18:00' }, { start: '09:00', end: '12:30' }] }, closed, closed, closed, closed, closed, { intervals: [{ start: '10:00', end: '24:00' }] }],
      exceptions: [
        { day: '2026-12-31', intervals: [], note: 'New Year’s Eve' },
        { day: '2026-12-24', intervals: [{ start: '09:00', end: '12:00' }], note: '' },
      ],
      typeIds: ['a', 'b', 'a'],
    });
    expect(parsed).toEqual({
      weekly: [
        { weekday: 1, start: '09:00', end: '12:30' },
        { weekday: 1, start: '14:00', end: '18:00' },
        { weekday: 7, start: '10:00', end: '24:00' },
      ],
      exceptions: [
        { day: '2026-12-24', intervals: [{ start: '09:00', end: '12:00' }], note: '' },
        { day: '2026-12-31', intervals: [], note: 'New Year’s Eve' },
      ],
      typeIds: ['a', 'b'],
    });
  });

  it('refuses an interval that ends before it starts, a time off the grid and overlaps within a day', () => {
    expect(
      errorsOf({
        week: [{ intervals: [{ start: '12:00', end: '09:00' }] }, { intervals: [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '15:00' }] }, { intervals: [{ start: '9:00', end: '10:07' }] }, closed, closed, closed, closed],
        exceptions: [],
        typeIds: [],
      }),
    ).toEqual({
      'week.0.intervals.0.end': 'The end must be after the start',
      'week.1.intervals.1.start': 'This overlaps 09:00–13:00',
      'week.2.intervals.0.start': 'The start must be a time like 09:30, in steps of 5 minutes',
      'week.2.intervals.0.end': 'The end must be a time like 09:30, in steps of 5 minutes',
    });
  });

  it('lets intervals touch, and the same hours on different days', () => {
    expect(errorsOf({ week: [{ intervals: [{ start: '09:00', end: '12:00' }, { start: '12:00', end: '13:00' }] }, ...week.slice(1)], exceptions: [], typeIds: [] })).toEqual({});
  });

  it('needs seven days, a real day per exception and one exception a day', () => {
    expect(errorsOf({ week: week.slice(0, 5), exceptions: [], typeIds: [] })).toEqual({ week: 'Give the hours of each of the seven days' });
    expect(
      errorsOf({
        week,
        exceptions: [
          { day: '2026-02-30', intervals: [], note: '' },
          { day: '2026-05-01', intervals: [], note: 'Holiday' },
          { day: '2026-05-01', intervals: [], note: '' },
        ],
        typeIds: [],
      }),
    ).toEqual({ 'exceptions.0.day': 'Choose the day', 'exceptions.2.day': 'This day has another exception already' });
  });

  it('keeps a note to one line', () => {
    expect(errorsOf({ week, exceptions: [{ day: '2026-05-01', intervals: [], note: 'a\nb' }], typeIds: [] })).toHaveProperty('exceptions.0.note');
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
    const values = adviserHoursFormValues(hours, ['t1', 't2']);
    expect(values.week.map((day) => day.intervals.length)).toEqual([2, 0, 0, 0, 1, 0, 0]);
    expect(values.types).toEqual([false, true]);
    const parsed = adviserHoursInputSchema.parse(adviserHoursFormInput(values, ['t1', 't2']));
    expect(parsed).toEqual({ weekly: hours.weekly, exceptions: hours.exceptions, typeIds: ['t2'] });
  });

  it('start empty without hours, and put list and type messages where the form shows them', () => {
    expect(adviserHoursFormValues(null, ['t1'])).toEqual({ week: Array.from({ length: 7 }, () => ({ intervals: [] })), exceptions: [], types: [false] });
    expect(adviserHoursFormField('typeIds')).toBe('types.0');
    expect(adviserHoursFormField('week.2.intervals')).toBe('week.2.intervals.root');
    expect(adviserHoursFormField('exceptions.0.intervals')).toBe('exceptions.0.intervals.root');
    expect(adviserHoursFormField('exceptions.0.day')).toBe('exceptions.0.day');
  });
});
