import { FIGURE_ROWS, rankRows } from './lead-sources';
import { monthKey, monthLabel, monthRange, type MonthRef } from './month-range';
import type { FigureRow, MonthlyCount } from './types';

// The arithmetic of the dashboard's newsletter section (issue 30), apart from the database:
// lib/server/dashboard/newsletter.ts reads the rows, this turns them into the figures shown.
// Browser-safe.

// Subscribers by status now. pending: waiting for their confirmation (deleted after 30 days).
export type NewsletterCounts = { confirmed: number; pending: number; unsubscribed: number };

export type NewsletterFigures = {
  // Whether the firm has switched the newsletter on (/admin/newsletter).
  enabled: boolean;
  counts: NewsletterCounts;
  // Confirmed subscribers at the end of each of the last months (the current one: now), oldest first.
  confirmedByMonth: MonthlyCount[];
  // Confirmed subscribers by the page they subscribed on, most first.
  sourcePages: FigureRow[];
};

// The two dates of a subscriber that say when they were on the list.
export type ConfirmationDates = { confirmedAt: Date | null; unsubscribedAt: Date | null };

// Whether a subscriber was confirmed just before `instant` (a month's end is exclusive): confirmed before it, and not unsubscribed
// between that confirmation and it. A withdrawal before the confirmation belongs to an earlier
// subscription and does not count. A re-subscription starts a new double opt-in and clears the
// confirmation time, so the stored dates show only the latest confirmed stretch: the curve leaves
// out the earlier stretches of people who left and came back.
export function confirmedAt(dates: ConfirmationDates, instant: Date): boolean {
  const { confirmedAt: confirmed, unsubscribedAt: left } = dates;
  if (!confirmed || confirmed >= instant) return false;
  return !(left && left >= confirmed && left < instant);
}

// Confirmed subscribers at the end of each month (months oldest first; the current one counted at
// `now`), zeros included.
export function confirmedByMonth(rows: readonly ConfirmationDates[], months: readonly MonthRef[], now: Date): MonthlyCount[] {
  return months.map((ref) => {
    const end = monthRange(ref).end;
    const instant = end < now ? end : now;
    return { key: monthKey(ref), label: monthLabel(ref), count: rows.filter((row) => confirmedAt(row, instant)).length };
  });
}

// Confirmed subscribers per page (one row per stored page path), most first, the rest past `limit`
// as one "n others" row. The page is a path of this site (validated on subscribing), so it links
// there; an entry without one is "Not recorded".
export function sourcePageRows(groups: readonly { page: string | null; count: number }[], notRecorded: string, limit = FIGURE_ROWS): FigureRow[] {
  const rows = new Map<string, FigureRow>();
  for (const { page, count } of groups) {
    const path = page?.trim() || '';
    const found = rows.get(path);
    if (found) found.count += count;
    else rows.set(path, path ? { key: path, label: path, href: path, count } : { key: '(none)', label: notRecorded, count });
  }
  return rankRows(rows.values(), limit);
}

// The section shows its figures once there is anything to count or the newsletter is on; before
// that it is one line pointing to the switch.
export function showNewsletterFigures(figures: Pick<NewsletterFigures, 'enabled' | 'counts'>): boolean {
  const { confirmed, pending, unsubscribed } = figures.counts;
  return figures.enabled || confirmed + pending + unsubscribed > 0;
}
