import { describe, expect, it } from 'vitest';
import { agendaHref, agendaNavigation, agendaWindow, emptyRuns, seesEveryAgenda, weekDays, weekMonday } from './agenda';

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

describe('the agenda’s default window: today and the six days after it, on Berlin’s clock', () => {
  it('opens on a Sunday with that Sunday and the coming week, not the week just ended', () => {
    // Sunday 29 November 2026, 11:00 in Berlin.
    const window = agendaWindow(new Date('2026-11-29T10:00:00Z'));
    expect(window).toEqual({
      kind: 'coming',
      today: '2026-11-29',
      days: ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'],
    });
  });

  it('opens on a Monday with Monday to Sunday', () => {
    expect(agendaWindow(new Date('2026-11-30T08:00:00Z')).days).toEqual(weekDays('2026-11-30'));
  });

  it('counts the day by Berlin’s clock, not the server’s: 23:30 UTC on a Sunday is already Monday in Berlin', () => {
    // Winter time (UTC+1) and summer time (UTC+2, the Sunday the clocks go forward).
    expect(agendaWindow(new Date('2026-11-29T23:30:00Z')).today).toBe('2026-11-30');
    expect(agendaWindow(new Date('2026-03-29T22:30:00Z')).today).toBe('2026-03-30');
    expect(agendaWindow(new Date('2026-03-29T21:30:00Z')).today).toBe('2026-03-29');
    expect(agendaWindow(new Date('2026-03-29T21:30:00Z')).days.at(-1)).toBe('2026-04-04');
  });

  it('shows the week (Monday to Sunday) the address names, any day of it; an address naming no day opens on today', () => {
    const sunday = new Date('2026-11-29T10:00:00Z');
    expect(agendaWindow(sunday, '2026-12-03')).toEqual({ kind: 'week', today: '2026-11-29', days: weekDays('2026-11-30') });
    expect(agendaWindow(sunday, '2026-02-30').kind).toBe('coming');
    expect(agendaWindow(sunday, 'next').kind).toBe('coming');
    expect(agendaWindow(sunday, null).kind).toBe('coming');
  });

  it('steps by calendar weeks: from the coming days around today’s week, from a week to its neighbours', () => {
    const sunday = new Date('2026-11-29T10:00:00Z');
    expect(agendaNavigation(agendaWindow(sunday))).toEqual({ previous: '2026-11-16', thisWeek: '2026-11-23', next: '2026-11-30' });
    expect(agendaNavigation(agendaWindow(sunday, '2026-12-10'))).toEqual({ previous: '2026-11-30', thisWeek: '2026-11-23', next: '2026-12-14' });
  });

  it('gathers the days without consultations into runs, so a phone shows one line for them', () => {
    const days = weekDays('2026-11-30');
    expect(emptyRuns(days, new Set(['2026-12-01', '2026-12-05']))).toEqual([
      { from: '2026-11-30', to: '2026-11-30' },
      { from: '2026-12-02', to: '2026-12-04' },
      { from: '2026-12-06', to: '2026-12-06' },
    ]);
    expect(emptyRuns(days, new Set(days))).toEqual([]);
    expect(emptyRuns(days, new Set())).toEqual([{ from: '2026-11-30', to: '2026-12-06' }]);
  });
});
