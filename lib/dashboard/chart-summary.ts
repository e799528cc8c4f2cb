import { formatNumber } from '@/lib/time/format';
import type { MonthlyCount } from './types';

type Span = { span: string; first: MonthlyCount; last: MonthlyCount; peak: MonthlyCount };

// The series' months named ("Monthly Views, Jan 2026 to Mar 2026"), its ends and its highest point
// (the latest wins a tie, as the most relevant one); null for an empty series.
function spanOf(title: string, series: MonthlyCount[]): Span | null {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return null;
  const peak = series.reduce((best, point) => (point.count >= best.count ? point : best));
  return { span: `${title}, ${first.label} to ${last.label}`, first, last, peak };
}

// The sentence a screen reader hears instead of a chart; the full figures sit in a table below it.
export function seriesSummary(title: string, unit: string, series: MonthlyCount[]): string {
  const at = spanOf(title, series);
  if (!at) return `${title}: no data.`;
  const total = series.reduce((sum, point) => sum + point.count, 0);
  if (total === 0) return `${at.span}: no ${unit} yet.`;
  return `${at.span}: ${formatNumber(total)} ${unit} in total; highest in ${at.peak.label} with ${formatNumber(at.peak.count)}; ${at.last.label}: ${formatNumber(at.last.count)}.`;
}

// The same for a series of levels (how many there were at each month's end, such as subscribers),
// where a total over the months means nothing: where it started, where it stands, its highest.
export function levelSummary(title: string, unit: string, series: MonthlyCount[]): string {
  const at = spanOf(title, series);
  if (!at) return `${title}: no data.`;
  if (at.peak.count === 0) return `${at.span}: no ${unit} yet.`;
  return `${at.span}: ${formatNumber(at.first.count)} in ${at.first.label}, ${formatNumber(at.last.count)} in ${at.last.label}; highest in ${at.peak.label} with ${formatNumber(at.peak.count)}.`;
}

export function shareSummary(title: string, parts: { label: string; value: number }[]): string {
  return `${title}: ${parts.map((part) => `${formatNumber(part.value)} ${part.label.toLowerCase()}`).join(', ')}.`;
}
