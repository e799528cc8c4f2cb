import { describe, expect, it } from 'vitest';
import { leadPeriodRange, parseLeadPeriod } from './lead-period';

describe('lead periods', () => {
  it('reads the period from the address, falling back to 30 days', () => {
    expect(parseLeadPeriod('7d')).toBe('7d');
    expect(parseLeadPeriod('12m')).toBe('12m');
    for (const value of [undefined, '', '1y', ['7d', '30d'], '__proto__']) expect(parseLeadPeriod(value)).toBe('30d');
  });

  it('counts Berlin days including today, whatever the hour in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Berlin.
    const newYear = leadPeriodRange('7d', new Date('2025-12-31T23:30:00Z'));
    expect(newYear).toMatchObject({ firstDay: '2025-12-26', lastDay: '2026-01-01' });
    expect(newYear.start.toISOString()).toBe('2025-12-25T23:00:00.000Z');
    expect(newYear.end.toISOString()).toBe('2026-01-01T23:00:00.000Z');
    const autumn = leadPeriodRange('30d', new Date('2026-11-10T12:00:00Z'));
    // From 12 October (summer time) to 10 November (winter time).
    expect(autumn).toMatchObject({ firstDay: '2026-10-12', lastDay: '2026-11-10' });
    expect(autumn.start.toISOString()).toBe('2026-10-11T22:00:00.000Z');
    expect(autumn.end.toISOString()).toBe('2026-11-10T23:00:00.000Z');
    expect(leadPeriodRange('90d', new Date('2026-03-31T12:00:00Z')).firstDay).toBe('2026-01-01');
  });

  it('takes twelve months as this month and the eleven before', () => {
    expect(leadPeriodRange('12m', new Date('2026-01-15T12:00:00Z'))).toMatchObject({ firstDay: '2025-02-01', lastDay: '2026-01-15' });
    expect(leadPeriodRange('12m', new Date('2026-12-31T23:30:00Z'))).toMatchObject({ firstDay: '2026-02-01', lastDay: '2027-01-01' });
  });
});
