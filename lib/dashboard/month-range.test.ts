import { describe, expect, it } from 'vitest';
import { addMonths, berlinMonth, dayBounds, lastMonths, monthKey, monthLabel, monthRange, monthStart } from './month-range';

describe('berlinMonth', () => {
  it('reads the month on Berlin clocks, not in UTC', () => {
    // 23:30 UTC on 28 February is 00:30 on 1 March in Berlin (CET, UTC+1).
    expect(berlinMonth(new Date('2026-02-28T23:30:00Z'))).toEqual({ year: 2026, month: 3 });
    expect(berlinMonth(new Date('2026-02-28T22:59:59Z'))).toEqual({ year: 2026, month: 2 });
    // New Year's Eve 23:30 UTC is already January in Berlin.
    expect(berlinMonth(new Date('2025-12-31T23:30:00Z'))).toEqual({ year: 2026, month: 1 });
  });
});

describe('monthStart and monthRange', () => {
  it('starts a winter month at 23:00 UTC and a summer month at 22:00 UTC the day before', () => {
    expect(monthStart({ year: 2026, month: 1 }).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(monthStart({ year: 2026, month: 7 }).toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('gets the months next to a clock change right', () => {
    // Summer time starts on 29 March 2026 and ends on 25 October 2026.
    expect(monthRange({ year: 2026, month: 3 })).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
    expect(monthRange({ year: 2026, month: 10 })).toEqual({
      start: new Date('2026-09-30T22:00:00Z'),
      end: new Date('2026-10-31T23:00:00Z'),
    });
  });

  it('puts every instant in exactly the month berlinMonth names', () => {
    for (const iso of ['2026-03-31T21:59:59Z', '2026-03-31T22:00:00Z', '2026-10-31T22:30:00Z', '2024-02-29T12:00:00Z']) {
      const at = new Date(iso);
      const { start, end } = monthRange(berlinMonth(at));
      expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
      expect(end.getTime()).toBeGreaterThan(at.getTime());
    }
  });
});

describe('addMonths and lastMonths', () => {
  it('steps from January back to the previous December and forward again', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
  });

  it('lists twelve months ending with the current Berlin month, oldest first', () => {
    const months = lastMonths(new Date('2026-01-10T09:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, month: 2 });
    expect(months.at(-2)).toEqual({ year: 2025, month: 12 });
    expect(months.at(-1)).toEqual({ year: 2026, month: 1 });
  });
});

describe('month names and day bounds', () => {
  it('labels and keys months, and bounds the UTC day buckets of one month', () => {
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthLabel({ year: 2025, month: 12 })).toBe('Dec 2025');
    expect(dayBounds({ year: 2026, month: 2 })).toEqual({ from: '2026-02-01', to: '2026-02-31' });
  });
});
