import type { UserRole } from '@/lib/validation/user';
import { addDays } from '@/lib/time/berlin';
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

// The agenda's address for a week (any day of it) and a view ('all', an adviser's id, or none for
// one's own).
export function agendaHref(day: string, adviser?: string | null): string {
  const params = new URLSearchParams({ week: weekMonday(day) });
  if (adviser) params.set('adviser', adviser);
  return `/admin/agenda?${params}#day-${day}`;
}
