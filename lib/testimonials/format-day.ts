// "2026-05-03" → "3 May 2026", the same on server and client (a calendar day, no time zone).
const formatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatDay(day: string): string {
  return formatter.format(new Date(`${day}T12:00:00Z`));
}
