import type { LeadPeriodRange } from './lead-period';
import type { CheckFunnel, CheckFunnelCounts, CheckFunnelDay } from './types';

// One row of the funnel's aggregation: a Berlin day (YYYY-MM-DD), an event and how many.
export type CheckFunnelGroup = { day: string; event: string; count: number };

const EVENTS = ['started', 'result', 'enquiry'] as const satisfies readonly (keyof CheckFunnelCounts)[];
const isEvent = (event: string): event is keyof CheckFunnelCounts => (EVENTS as readonly string[]).includes(event);

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);

// The period's counts per day and in total, and the share of started checks that showed a result
// and of results that became an enquiry.
export function summariseCheckFunnel(groups: readonly CheckFunnelGroup[], range: LeadPeriodRange): CheckFunnel {
  const byDay = new Map<string, CheckFunnelDay>();
  const totals: CheckFunnelCounts = { started: 0, result: 0, enquiry: 0 };
  for (const { day, event, count } of groups) {
    if (!isEvent(event) || day < range.firstDay || day > range.lastDay) continue;
    const row = byDay.get(day) ?? { day, started: 0, result: 0, enquiry: 0 };
    row[event] += count;
    totals[event] += count;
    byDay.set(day, row);
  }
  return {
    period: range.period,
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    days: [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day)),
    totals,
    resultRate: percent(totals.result, totals.started),
    enquiryRate: percent(totals.enquiry, totals.result),
  };
}
