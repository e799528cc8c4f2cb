import type { UserRole } from '@/lib/auth/permissions';
import { addDays, berlinDay, parseBerlinDay } from '@/lib/time/berlin';
import type { BookingStatus, Channel } from './booking';

// The back office's view of bookings (the agenda, a lead's Consultations block): browser-safe
// DTOs and the pure rules of the agenda's address.

export type AgendaBooking = {
  id: string;
  // Instants (ISO 8601) and the Berlin day of the start.
  start: string;
  end: string;
  day: string;
  durationMinutes: number;
  typeId: string;
  typeName: string;
  channel: Channel;
  adviserId: string;
  adviserName: string;
  status: BookingStatus;
  fullName: string;
  email: string;
  phoneNumber: string;
  whatsappNumber: string;
  topic: string;
  // The lead the booking belongs to; null only for a booking whose lead is gone.
  enquiryId: string | null;
};

// Whose agenda the page shows: one adviser's, or everyone's (administrators only).
export const EVERYONE = 'all';

// An administrator sees and acts on every adviser's bookings; anyone else with the leads
// capability (an adviser) on their own only. Administrators are the role that manages staff.
export function seesEveryAgenda(role: UserRole): boolean {
  return role === 'admin';
}

// The Monday of the ISO week of a Berlin day ("2026-11-26" → "2026-11-23").
export function weekMonday(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // Noon UTC of that date: its weekday is the calendar day's whatever the zone running this.
  const weekday = (new Date(Date.UTC(year, month - 1, date, 12)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

// The seven days Monday to Sunday of the week starting at `monday`.
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

// The days the agenda shows. By default ('coming') today and the six days after it, Berlin's
// days, so what is next is always in view (on a Sunday too, when the calendar week is over); with
// a `week` in the address (any day of it) that week, Monday to Sunday.
export type AgendaWindow = { kind: 'coming' | 'week'; today: string; days: string[] };

export function agendaWindow(now: Date, week?: string | null): AgendaWindow {
  const today = berlinDay(now);
  if (week && parseBerlinDay(week)) return { kind: 'week', today, days: weekDays(weekMonday(week)) };
  return { kind: 'coming', today, days: Array.from({ length: 7 }, (_, index) => addDays(today, index)) };
}

// The calendar weeks the agenda's navigation links (their Mondays): before and after the week
// shown, or, from the coming days, before and after today's week; and today's week itself.
export function agendaNavigation(window: AgendaWindow): { previous: string; thisWeek: string; next: string } {
  const thisWeek = weekMonday(window.today);
  const monday = window.kind === 'week' ? window.days[0]! : thisWeek;
  return { previous: addDays(monday, -7), thisWeek, next: addDays(monday, 7) };
}

// The runs of consecutive days without consultations (first and last day of each), so a phone
// shows one line for them rather than a heading and "none" for each.
export function emptyRuns(days: readonly string[], busy: ReadonlySet<string>): Array<{ from: string; to: string }> {
  const runs: Array<{ from: string; to: string }> = [];
  let open: { from: string; to: string } | null = null;
  for (const day of days) {
    if (busy.has(day)) open = null;
    else if (open) open.to = day;
    else runs.push((open = { from: day, to: day }));
  }
  return runs;
}

// The agenda's address for a week (any day of it) and a view ('all', an adviser's id, or none for
// one's own).
export function agendaHref(day: string, adviser?: string | null): string {
  const params = new URLSearchParams({ week: weekMonday(day) });
  if (adviser) params.set('adviser', adviser);
  return `/admin/agenda?${params}#day-${day}`;
}
