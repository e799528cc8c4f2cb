import { describe, expect, it } from 'vitest';
import { agendaHref, seesEveryAgenda, weekDays, weekMonday } from './agenda';

describe('the agenda’s weeks and addresses', () => {
  it('finds the Monday of any day’s week, across months, years and the clock change', () => {
    expect(weekMonday('2026-11-26')).toBe('2026-11-23');
    expect(weekMonday('2026-11-23')).toBe('2026-11-23');
    expect(weekMonday('2026-11-29')).toBe('2026-11-23');
    expect(weekMonday('2027-01-01')).toBe('2026-12-28');
    // The Sunday the clocks go back in Berlin.
    expect(weekMonday('2026-10-25')).toBe('2026-10-19');
  });

  it('lists Monday to Sunday', () => {
    expect(weekDays('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('addresses a day in its week, for one adviser or one’s own', () => {
    expect(agendaHref('2026-11-26', 'abc')).toBe('/admin/agenda?week=2026-11-23&adviser=abc#day-2026-11-26');
    expect(agendaHref('2026-11-26')).toBe('/admin/agenda?week=2026-11-23#day-2026-11-26');
  });

  it('lets only administrators see every adviser’s agenda', () => {
    expect(seesEveryAgenda('admin')).toBe(true);
    expect(seesEveryAgenda('adviser')).toBe(false);
    expect(seesEveryAgenda('editor')).toBe(false);
  });
});
