import { describe, expect, it } from 'vitest';
import { summariseCheckFunnel } from './check-funnel';
import { leadPeriodRange } from './lead-period';

describe('the Opportunity Card check funnel', () => {
  // Thursday 2 April 2026 in Berlin: the 7 days are 27 March to 2 April.
  const range = leadPeriodRange('7d', new Date('2026-04-02T10:00:00Z'));

  it('counts each day and the period, newest day first, with the two conversion ratios', () => {
    const funnel = summariseCheckFunnel(
      [
        { day: '2026-03-27', event: 'started', count: 4 },
        { day: '2026-03-27', event: 'result', count: 3 },
        { day: '2026-04-02', event: 'started', count: 6 },
        { day: '2026-04-02', event: 'result', count: 3 },
        { day: '2026-04-02', event: 'enquiry', count: 2 },
      ],
      range,
    );
    expect(funnel).toEqual({
      period: '7d',
      firstDay: '2026-03-27',
      lastDay: '2026-04-02',
      days: [
        { day: '2026-04-02', started: 6, result: 3, enquiry: 2 },
        { day: '2026-03-27', started: 4, result: 3, enquiry: 0 },
      ],
      totals: { started: 10, result: 6, enquiry: 2 },
      resultRate: 60,
      enquiryRate: expect.closeTo(33.33, 2),
    });
  });

  it('has no ratio where there is nothing to divide by, and ignores days outside the period and unknown events', () => {
    const funnel = summariseCheckFunnel(
      [
        { day: '2026-03-26', event: 'started', count: 9 },
        { day: '2026-04-01', event: 'enquiry', count: 1 },
        { day: '2026-04-01', event: 'clicked', count: 5 },
      ],
      range,
    );
    expect(funnel.totals).toEqual({ started: 0, result: 0, enquiry: 1 });
    expect(funnel.days).toEqual([{ day: '2026-04-01', started: 0, result: 0, enquiry: 1 }]);
    expect(funnel).toMatchObject({ resultRate: null, enquiryRate: null });
  });
});
