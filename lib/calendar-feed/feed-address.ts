// The address of a staff member's calendar feed (issue 47; app/api/v1/calendar-feeds/[file]), and
// its webcal:// form, which Apple's devices open as "subscribe" rather than as a file to import.

export const CALENDAR_FEED_PATH = '/api/v1/calendar-feeds';

export function calendarFeedAddress(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${CALENDAR_FEED_PATH}/${token}.ics`;
}

export function webcalAddress(address: string): string {
  return address.replace(/^https?:\/\//i, 'webcal://');
}
