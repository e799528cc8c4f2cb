import { describe, expect, it } from 'vitest';
import { groupOpeningHours, hoursStated, NOT_STATED, openingHoursSpecification, parseOpeningHours } from './opening-hours';

const weekdays = parseOpeningHours('Mo-Fr 09:00-18:00; Sa 10:00-14:00')!;

describe('opening hours', () => {
  it('reads the short form of COMPANY_OPENING_HOURS', () => {
    expect(weekdays.mon).toEqual({ opens: '09:00', closes: '18:00' });
    expect(weekdays.fri).toEqual({ opens: '09:00', closes: '18:00' });
    expect(weekdays.sat).toEqual({ opens: '10:00', closes: '14:00' });
    expect(weekdays.sun).toBeNull();
  });

  it('refuses what it cannot read rather than guess', () => {
    for (const text of ['', 'weekdays 9-5', 'Mo-Fr 9:00-18:00', 'Fr-Mo 09:00-18:00', 'Mo 18:00-09:00', 'Xx 09:00-10:00', 'Mo 24:00-25:00']) {
      expect(parseOpeningHours(text), text).toBeNull();
    }
  });

  it('groups consecutive days with the same hours', () => {
    expect(groupOpeningHours(weekdays).map((row) => `${row.label} ${row.text}`)).toEqual(['Mon–Fri 09:00–18:00', 'Sat 10:00–14:00', 'Sun closed']);
    const split = { ...weekdays, wed: null };
    expect(groupOpeningHours(split).map((row) => `${row.label} ${row.text}`)).toEqual(['Mon–Tue 09:00–18:00', 'Wed closed', 'Thu–Fri 09:00–18:00', 'Sat 10:00–14:00', 'Sun closed']);
  });

  it('gives search engines one specification per group of open days', () => {
    expect(openingHoursSpecification(weekdays)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
  });

  it('a week closed every day is not stated', () => {
    expect(hoursStated(NOT_STATED)).toBe(false);
    expect(hoursStated(weekdays)).toBe(true);
    expect(openingHoursSpecification(NOT_STATED)).toEqual([]);
  });
});
