import { describe, expect, it } from 'vitest';
import { adviserHoursInputSchema } from './adviser-hours';

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
