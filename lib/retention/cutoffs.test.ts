import { describe, expect, it } from 'vitest';
import { daysBefore, monthsBefore } from './cutoffs';

describe('retention cut-offs', () => {
  it('counts calendar months, keeping the time of day', () => {
    expect(monthsBefore(new Date('2026-11-25T07:30:00.000Z'), 6).toISOString()).toBe('2026-05-25T07:30:00.000Z');
    expect(monthsBefore(new Date('2026-11-25T07:30:00.000Z'), 26).toISOString()).toBe('2024-09-25T07:30:00.000Z');
    expect(monthsBefore(new Date('2027-01-10T00:00:00.000Z'), 1).toISOString()).toBe('2026-12-10T00:00:00.000Z');
  });

  it('ends on the last day of a shorter month instead of running into the next', () => {
    expect(monthsBefore(new Date('2026-08-31T12:00:00.000Z'), 6).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(monthsBefore(new Date('2028-08-31T12:00:00.000Z'), 6).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(monthsBefore(new Date('2026-05-31T00:00:00.000Z'), 1).toISOString()).toBe('2026-04-30T00:00:00.000Z');
  });

  it('counts days as 24 hours', () => {
    expect(daysBefore(new Date('2026-11-25T07:30:00.000Z'), 30).toISOString()).toBe('2026-10-26T07:30:00.000Z');
  });
});
