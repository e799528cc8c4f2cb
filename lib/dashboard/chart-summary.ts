import { formatNumber } from '@/lib/time/format';
import type { MonthlyCount } from './types';

// The sentence a screen reader hears instead of a chart; the full figures sit in a table below it.
export function seriesSummary(title: string, unit: string, series: MonthlyCount[]): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return `${title}: no data.`;
  const span = `${title}, ${first.label} to ${last.label}`;
  const total = series.reduce((sum, point) => sum + point.count, 0);
  if (total === 0) return `${span}: no ${unit} yet.`;
  // The latest month wins a tie, as the most relevant one.
  const peak = series.reduce((best, point) => (point.count >= best.count ? point : best));
  return `${span}: ${formatNumber(total)} ${unit} in total; highest in ${peak.label} with ${formatNumber(peak.count)}; ${last.label}: ${formatNumber(last.count)}.`;
}

export function shareSummary(title: string, parts: { label: string; value: number }[]): string {
  return `${title}: ${parts.map((part) => `${formatNumber(part.value)} ${part.label.toLowerCase()}`).join(', ')}.`;
}
