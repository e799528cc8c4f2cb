import { format, isValid } from 'date-fns';
import { tz } from '@date-fns/tz';
import { FIRM_TIME_ZONE } from './berlin';
import { canonicalZone } from './zone-ids';
import { DATE_FNS_LOCALES, DEFAULT_LOCALE as DEFAULT_LANGUAGE, DISPLAY_LOCALES, type DisplayLocale } from '@/i18n/locales';

// How every page, e-mail and export writes a date, a time or a number for people. Dates go through
// date-fns with its own locale data, so the server and the browser write the same text (no
// hydration mismatch, whatever ICU either side has); instants are read in Berlin time, the firm's.
// The locale is a parameter, a language's display locale (i18n/locales.ts, with its date-fns
// locale data); English pages write British forms.
export const DEFAULT_LOCALE: DisplayLocale = DISPLAY_LOCALES[DEFAULT_LANGUAGE];

// long "1 November 2026" · medium "1 Nov 2026" · full "Sunday, 1 November 2026" ·
// month "November 2026" · shortMonth "Nov 2026" · weekday "Sun 1 Nov" (German: "1. November 2026",
// "1. Nov. 2026", ...).
export type DateStyle = 'long' | 'medium' | 'full' | 'month' | 'shortMonth' | 'weekday';
const DATE_PATTERNS: Record<DateStyle, string> = { long: 'PPP', medium: 'PP', full: 'PPPP', month: 'LLLL yyyy', shortMonth: 'LLL yyyy', weekday: 'EEE d MMM' };

// long "1 November 2026 at 09:05" · medium "1 Nov 2026, 09:05".
export type DateTimeStyle = 'long' | 'medium';
const DATE_TIME_PATTERNS: Record<DateTimeStyle, string> = { long: 'PPPp', medium: 'PPp' };

type Instant = Date | string | number;

function toDate(value: Instant): Date {
  return value instanceof Date ? value : new Date(value);
}

function inBerlin(date: Date, pattern: string, locale: DisplayLocale): string {
  return format(date, pattern, { locale: DATE_FNS_LOCALES[locale], in: tz(FIRM_TIME_ZONE) });
}

// The Berlin calendar day of an instant (a Date or an ISO string): "1 November 2026".
// A value that is no instant is written back as it came, so a bad record still shows something.
export function formatDate(value: Instant, style: DateStyle = 'long', locale: DisplayLocale = DEFAULT_LOCALE): string {
  const date = toDate(value);
  return isValid(date) ? inBerlin(date, DATE_PATTERNS[style], locale) : String(value);
}

// The Berlin date and time of an instant: "1 Nov 2026, 09:05"; empty for no value.
export function formatDateTime(value: Instant | null | undefined, style: DateTimeStyle = 'medium', locale: DisplayLocale = DEFAULT_LOCALE): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? inBerlin(date, DATE_TIME_PATTERNS[style], locale) : String(value);
}

// The Berlin wall-clock time of an instant, 24-hour: "09:05".
export function formatTime(value: Instant, locale: DisplayLocale = DEFAULT_LOCALE): string {
  return inBerlin(toDate(value), 'HH:mm', locale);
}

// An instant on the wall clock of any IANA zone, with the zone's name, for a person elsewhere (a
// booking's mails): "Monday, 30 November 2026, 14:30 (Asia/Kolkata)" (German: "Montag,
// 30. November 2026, 14:30 (Asia/Kolkata)"). The only place a zone other than Berlin's is read.
export function formatDateTimeInZone(value: Instant, timeZone: string, locale: DisplayLocale = DEFAULT_LOCALE): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return `${format(date, 'EEEE, PPP, HH:mm', { locale: DATE_FNS_LOCALES[locale], in: tz(timeZone) })} (${timeZone})`;
}

// A calendar day ("2026-11-01", as stored for testimonials, fees, periods) with no time zone to
// move it: "1 November 2026". Any text that is not such a day is written back as it came.
export function formatDay(day: string, style: DateStyle = 'long', locale: DisplayLocale = DEFAULT_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  // Noon of that day in whatever zone runs this: the fields read back unchanged everywhere.
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  // Date rolls 30 February over into March; a day that does not exist is written back as it came.
  if (date.getDate() !== Number(match[3])) return day;
  return format(date, DATE_PATTERNS[style], { locale: DATE_FNS_LOCALES[locale] });
}

// Intl.NumberFormat objects are costly to build and are reused for each locale and option set.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: DisplayLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = numberFormats.get(key);
  if (!found) numberFormats.set(key, (found = new Intl.NumberFormat(locale, options)));
  return found;
}

// 1234 → "1,234" (German "1.234"); fractionDigits fixes the digits after the point ("12.0").
export function formatNumber(value: number, options: { fractionDigits?: number } = {}, locale: DisplayLocale = DEFAULT_LOCALE): string {
  const digits = options.fractionDigits;
  return numberFormat(locale, digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

// A percentage given in percent (12.5 → "12.5%", German "12,5 %"), at most one decimal.
export function formatPercent(percent: number, locale: DisplayLocale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

// Euros as the site writes them: whole amounts without cents ("€1,091"), others with ("€89.50").
export function formatMoney(amount: number, locale: DisplayLocale = DEFAULT_LOCALE): string {
  const digits = Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 };
  return numberFormat(locale, { style: 'currency', currency: 'EUR', ...digits }).format(amount);
}

// --- Times in the visitor's own zone (the booking pages, issue 29) ---------------------------
// A visitor abroad books a consultation on Berlin's clock but reads it on theirs: these write an
// instant as the clocks of any IANA zone show it ("Asia/Kolkata"), with the same date-fns locale
// data as the Berlin functions above, so server and browser agree.

function inZone(date: Date, timeZone: string, pattern: string, locale: DisplayLocale): string {
  return format(date, pattern, { locale: DATE_FNS_LOCALES[locale], in: tz(timeZone) });
}

// The calendar day the zone's clocks show at that instant, "YYYY-MM-DD".
export function dayInZone(value: Instant, timeZone: string): string {
  return inZone(toDate(value), timeZone, 'yyyy-MM-dd', DEFAULT_LOCALE);
}

// The zone's wall-clock time of an instant, 24-hour: "14:30".
export function formatTimeInZone(value: Instant, timeZone: string, locale: DisplayLocale = DEFAULT_LOCALE): string {
  return inZone(toDate(value), timeZone, 'HH:mm', locale);
}

// The zone's calendar day of an instant: "Monday, 30 November 2026" (style full) or "30 November 2026".
export function formatDayInZone(value: Instant, timeZone: string, style: DateStyle = 'full', locale: DisplayLocale = DEFAULT_LOCALE): string {
  return inZone(toDate(value), timeZone, DATE_PATTERNS[style], locale);
}

// The zone's offset from UTC at that instant: "GMT+5:30", "GMT-3", "GMT" (offsets change with
// summer time, so the instant matters).
export function zoneOffset(timeZone: string, at: Instant = new Date()): string {
  return inZone(toDate(at), timeZone, 'O', DEFAULT_LOCALE);
}

// A zone as people read it beside a time: its IANA name, as the mails write it too, and its
// offset then, "Asia/Kolkata (GMT+5:30)", "America/Sao_Paulo (GMT-3)".
export function formatZoneName(timeZone: string, at: Instant = new Date()): string {
  return `${timeZone} (${zoneOffset(timeZone, at)})`;
}

// The short weekday names of a week starting on Monday ("Mon" … "Sun"; German "Mo" … "So"), for
// the booking page's month grid.
export function weekdayNames(locale: DisplayLocale = DEFAULT_LOCALE, width: 'short' | 'long' = 'short'): string[] {
  // 2 November 2026 was a Monday; noon UTC names the same day everywhere.
  return Array.from({ length: 7 }, (_, index) =>
    format(new Date(Date.UTC(2026, 10, 2 + index, 12)), width === 'short' ? 'EEEEEE' : 'EEEE', { locale: DATE_FNS_LOCALES[locale], in: tz('UTC') }),
  );
}

// The zone this browser's clock is set to ("America/Sao_Paulo"), read once by the booking page, by
// IANA's current id (Chrome says "Asia/Calcutta" for "Asia/Kolkata": zone-ids.ts); Berlin where
// the browser names none.
export function browserTimeZone(): string {
  try {
    return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'Europe/Berlin';
  } catch {
    return 'Europe/Berlin';
  }
}
