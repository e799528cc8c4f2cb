// Post dates in long English form, the same on server and client (fixed time zone).
const formatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Europe/Berlin' });

export function formatPostDate(iso: string): string {
  return formatter.format(new Date(iso));
}
