import { describe, expect, it } from 'vitest';
import { lastMonths } from './month-range';
import { confirmedAt, confirmedByMonth, showNewsletterFigures, sourcePageRows } from './newsletter-figures';

const at = (iso: string) => new Date(iso);
const dates = (confirmed: string | null, left: string | null = null) => ({ confirmedAt: confirmed ? at(confirmed) : null, unsubscribedAt: left ? at(left) : null });

describe('confirmedAt', () => {
  it('counts a subscriber from the confirmation until a withdrawal after it', () => {
    const subscriber = dates('2026-02-10T10:00:00Z', '2026-04-02T10:00:00Z');
    expect(confirmedAt(subscriber, at('2026-02-10T09:59:59Z'))).toBe(false);
    expect(confirmedAt(subscriber, at('2026-03-01T00:00:00Z'))).toBe(true);
    expect(confirmedAt(subscriber, at('2026-04-02T10:00:01Z'))).toBe(false);
  });

  it('never counts an address that was not confirmed, and ignores a withdrawal before the confirmation', () => {
    expect(confirmedAt(dates(null), at('2026-05-01T00:00:00Z'))).toBe(false);
    expect(confirmedAt(dates(null, '2026-01-01T00:00:00Z'), at('2026-05-01T00:00:00Z'))).toBe(false);
    // Left in January, subscribed again and confirmed in March.
    expect(confirmedAt(dates('2026-03-05T00:00:00Z', '2026-01-20T00:00:00Z'), at('2026-05-01T00:00:00Z'))).toBe(true);
  });
});

describe('confirmedByMonth', () => {
  it('counts at each Berlin month’s end, the current month at now, zeros included', () => {
    const now = at('2026-03-15T12:00:00Z');
    const months = lastMonths(now, 3);
    const rows = [
      // 31 January 23:30 UTC is already February in Berlin.
      dates('2026-01-31T23:30:00Z'),
      dates('2026-01-10T10:00:00Z', '2026-02-20T10:00:00Z'),
      dates('2026-03-10T10:00:00Z'),
      // Later than now: not counted yet.
      dates('2026-03-20T10:00:00Z'),
    ];
    expect(confirmedByMonth(rows, months, now)).toEqual([
      { key: '2026-01', label: 'Jan 2026', count: 1 },
      { key: '2026-02', label: 'Feb 2026', count: 1 },
      { key: '2026-03', label: 'Mar 2026', count: 2 },
    ]);
    expect(confirmedByMonth([], months, now).map((point) => point.count)).toEqual([0, 0, 0]);
  });
});

describe('sourcePageRows', () => {
  it('ranks the pages, links each, and names a missing page', () => {
    const rows = sourcePageRows(
      [
        { page: '/blog/visa', count: 2 },
        { page: '/de/blog/visum', count: 3 },
        { page: '', count: 1 },
        { page: null, count: 1 },
      ],
      'Not recorded',
    );
    expect(rows).toEqual([
      { key: '/de/blog/visum', label: '/de/blog/visum', href: '/de/blog/visum', count: 3 },
      { key: '/blog/visa', label: '/blog/visa', href: '/blog/visa', count: 2 },
      { key: '(none)', label: 'Not recorded', count: 2 },
    ]);
  });

  it('folds the pages past the limit into one row', () => {
    const groups = ['/a', '/b', '/c', '/d'].map((page, i) => ({ page, count: 4 - i }));
    expect(sourcePageRows(groups, 'Not recorded', 3).map((row) => [row.label, row.count])).toEqual([
      ['/a', 4],
      ['/b', 3],
      ['2 others', 3],
    ]);
  });
});

describe('showNewsletterFigures', () => {
  const none = { confirmed: 0, pending: 0, unsubscribed: 0 };
  it('shows the figures once anyone subscribed or the newsletter is on', () => {
    expect(showNewsletterFigures({ enabled: false, counts: none })).toBe(false);
    expect(showNewsletterFigures({ enabled: true, counts: none })).toBe(true);
    expect(showNewsletterFigures({ enabled: false, counts: { ...none, pending: 1 } })).toBe(true);
    expect(showNewsletterFigures({ enabled: false, counts: { ...none, unsubscribed: 1 } })).toBe(true);
  });
});
