import { valuesOf } from '@/lib/fields/labelled-values';
import { addDays, berlinDay, berlinDayStart } from '@/lib/time/berlin';

// The periods the dashboard's lead sources can be read over, kept in the address (?period=30d) so
// a view can be bookmarked. Days are Berlin calendar days and include today; "12 months" is this
// month and the eleven before, the same months as the dashboard's charts.
export const LEAD_PERIOD_LABELS = { '7d': '7 days', '30d': '30 days', '90d': '90 days', '12m': '12 months' };
export const LEAD_PERIODS = valuesOf(LEAD_PERIOD_LABELS);
export type LeadPeriod = (typeof LEAD_PERIODS)[number];
export const DEFAULT_LEAD_PERIOD: LeadPeriod = '30d';

const PERIOD_DAYS: Record<Exclude<LeadPeriod, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

// The page is forgiving: an unknown or repeated value shows the default period.
export function parseLeadPeriod(value: unknown): LeadPeriod {
  return (LEAD_PERIODS as readonly unknown[]).includes(value) ? (value as LeadPeriod) : DEFAULT_LEAD_PERIOD;
}

// firstDay and lastDay are Berlin days (YYYY-MM-DD, both included); start and end the instants
// they begin and the day after lastDay begins (half-open: start <= t < end).
export type LeadPeriodRange = { period: LeadPeriod; firstDay: string; lastDay: string; start: Date; end: Date };

export function leadPeriodRange(period: LeadPeriod, now = new Date()): LeadPeriodRange {
  const lastDay = berlinDay(now);
  const firstDay = period === '12m' ? firstOfMonthsBefore(lastDay, 11) : addDays(lastDay, -(PERIOD_DAYS[period] - 1));
  return { period, firstDay, lastDay, start: berlinDayStart(firstDay), end: berlinDayStart(addDays(lastDay, 1)) };
}

function firstOfMonthsBefore(day: string, months: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

