import { berlinMonth, berlinMonthStart } from '@/lib/time/berlin';
import { formatDay } from '@/lib/time/format';

// month is 1 to 12. "This month" is a Berlin calendar month whatever the server's zone.
export type MonthRef = { year: number; month: number };

export { berlinMonth };

export function addMonths(ref: MonthRef, delta: number): MonthRef {
  const index = ref.year * 12 + (ref.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

// The instant Berlin's clocks show midnight on the 1st.
export function monthStart(ref: MonthRef): Date {
  return berlinMonthStart(ref.year, ref.month);
}

// Half-open: start <= t < end, so an instant never belongs to two months.
export function monthRange(ref: MonthRef): { start: Date; end: Date } {
  return { start: monthStart(ref), end: monthStart(addMonths(ref, 1)) };
}

export function monthKey(ref: MonthRef): string {
  return `${ref.year}-${String(ref.month).padStart(2, '0')}`;
}

export function monthLabel(ref: MonthRef): string {
  return formatDay(`${monthKey(ref)}-01`, 'shortMonth');
}

// The `count` months up to and including the current Berlin month, oldest first.
export function lastMonths(now: Date, count: number): MonthRef[] {
  const current = berlinMonth(now);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

// PostView.day holds a UTC calendar day (YYYY-MM-DD), so a month of view buckets is a range of
// day strings; comparing them as text is the same as comparing the days.
export function dayBounds(ref: MonthRef): { from: string; to: string } {
  return { from: `${monthKey(ref)}-01`, to: `${monthKey(ref)}-31` };
}
