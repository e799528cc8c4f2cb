import { formatNumber, formatPercent } from '@/lib/time/format';

// How a monthly figure moved against the month before, in words as well as in numbers, so the
// cards never rely on colour or an arrow alone.
export type ChangeDirection = 'up' | 'down' | 'same' | 'new' | 'none';

export type MonthChange = {
  current: number;
  previous: number;
  direction: ChangeDirection;
  // Change in percent of last month's figure; null when last month was 0 (no base to divide by).
  percent: number | null;
  text: string;
};

// "+3 this month": what a cumulative total gained in the current month.
export function addedThisMonth(value: number): string {
  return `+${formatNumber(value)} this month`;
}

export function monthChange(current: number, previous: number): MonthChange {
  const base = { current, previous };
  const last = `last month (${formatNumber(previous)})`;
  if (previous === 0) {
    return current === 0
      ? { ...base, direction: 'none', percent: null, text: 'None this month or last month' }
      : { ...base, direction: 'new', percent: null, text: 'New this month (none last month)' };
  }
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  if (current === previous) return { ...base, direction: 'same', percent: 0, text: `Same as ${last}` };
  const direction = current > previous ? 'up' : 'down';
  const word = direction === 'up' ? 'Up' : 'Down';
  return { ...base, direction, percent, text: `${word} ${formatPercent(Math.abs(percent))} on ${last}` };
}
