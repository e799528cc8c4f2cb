import 'server-only';
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { berlinDayStart, FIRM_TIME_ZONE } from '@/lib/time/berlin';
import { canonicalZone } from '@/lib/time/zone-ids';

// The busy times in an adviser's own calendar (an iCalendar file, RFC 5545), read with ical.js:
// each event's occurrences in the window asked (recurrences expanded with their EXDATEs and their
// moved or cancelled occurrences, RECURRENCE-ID), except those marked free (TRANSP:TRANSPARENT)
// or cancelled. Times are instants: a TZID defined in the file (VTIMEZONE) is read by its
// definition, found through the file's own component tree (nothing is registered globally, so
// one adviser's zones never change another's); a TZID without one by its name when Intl knows it
// (Europe/Berlin, US/Eastern), and a floating time or an unknown name as Berlin time. An all-day
// event blocks its Berlin days whole.

export type BusyInterval = { start: Date; end: Date };

export class NotACalendarError extends Error {
  constructor() {
    super('The address did not return a calendar (an iCalendar file beginning with BEGIN:VCALENDAR).');
    this.name = 'NotACalendarError';
  }
}

// A recurrence's occurrences looked at per event, and intervals kept per calendar, at most: a rule
// repeating every minute must not hold the job.
const MAX_STEPS_PER_EVENT = 50_000;
export const MAX_BUSY_INTERVALS = 5_000;
// An occurrence moved by a RECURRENCE-ID may land in the window from up to this far after it.
const MOVED_OCCURRENCE_REACH_MS = 31 * 86_400_000;

function calendarOf(text: string): ICAL.Component {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new NotACalendarError();
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new NotACalendarError();
  }
  const first = Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed : Array.isArray(parsed) ? parsed[0] : null;
  const component = first ? new ICAL.Component(first as unknown[]) : null;
  if (!component || component.name !== 'vcalendar') throw new NotACalendarError();
  return component;
}

// The zone a floating time of this event is read in: its DTSTART's TZID when Intl knows the name
// (the file defined no VTIMEZONE for it), else Berlin.
function wallZoneOf(event: ICAL.Event): string {
  const tzid = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
  return (typeof tzid === 'string' && canonicalZone(tzid)) || FIRM_TIME_ZONE;
}

function instantOf(time: ICAL.Time, wallZone: string): Date {
  if (time.isDate) return berlinDayStart(`${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`);
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== 'floating') return new Date(time.toUnixTime() * 1000);
  return new Date(new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, wallZone).getTime());
}

function blocksTime(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

// [start, end) of an occurrence; an all-day event without an end is its day, a timed one without
// an end or duration takes no time (RFC 5545) and blocks nothing.
function intervalOf(start: ICAL.Time, end: ICAL.Time, wallZone: string): BusyInterval {
  const from = instantOf(start, wallZone);
  let to = instantOf(end, wallZone);
  if (start.isDate && to <= from) {
    const next = start.clone();
    next.day += 1;
    to = instantOf(next, wallZone);
  }
  return { start: from, end: to };
}

// Sorted, with overlapping and touching intervals joined.
function merged(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = out.at(-1);
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end > last.end) last.end = interval.end;
    } else out.push({ ...interval });
  }
  return out;
}

// The busy intervals of the calendar text that overlap [from, to), merged and in order; throws
// NotACalendarError for anything that is not an iCalendar file.
export function busyIntervals(text: string, from: Date, to: Date): BusyInterval[] {
  const calendar = calendarOf(text);
  const components = calendar.getAllSubcomponents('vevent');
  // Moved or cancelled occurrences (RECURRENCE-ID) belong to their series by UID.
  const exceptionsByUid = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const component of components) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    if (component.hasProperty('recurrence-id') && uid) exceptionsByUid.set(uid, [...(exceptionsByUid.get(uid) ?? []), component]);
    else masters.push(component);
  }
  const seriesUids = new Set(masters.map((component) => String(component.getFirstPropertyValue('uid') ?? '')));
  // An occurrence whose series is not in the file (a calendar shared partly) stands alone.
  for (const [uid, orphans] of exceptionsByUid) if (!seriesUids.has(uid)) masters.push(...orphans);

  const inWindow = (interval: BusyInterval) => interval.start < to && interval.end > from && interval.end > interval.start;
  const found: BusyInterval[] = [];
  for (const component of masters) {
    if (!component.hasProperty('dtstart')) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const exceptions = component.hasProperty('recurrence-id') ? [] : (exceptionsByUid.get(uid) ?? []);
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component, { strictExceptions: true, exceptions });
    } catch {
      continue;
    }
    const wallZone = wallZoneOf(event);
    if (!event.isRecurring()) {
      const interval = intervalOf(event.startDate, event.endDate, wallZone);
      if (blocksTime(component) && inWindow(interval)) found.push(interval);
      continue;
    }
    const iterator = event.iterator();
    let kept = 0;
    for (let step = 0, next = iterator.next(); next && step < MAX_STEPS_PER_EVENT && kept < MAX_BUSY_INTERVALS; step += 1, next = iterator.next()) {
      const at = instantOf(next, wallZone).getTime();
      if (at >= to.getTime() + MOVED_OCCURRENCE_REACH_MS) break;
      // Long before the window (a series started years ago): only counted, not looked at.
      if (at < from.getTime() - MOVED_OCCURRENCE_REACH_MS) continue;
      const details = event.getOccurrenceDetails(next);
      const interval = intervalOf(details.startDate, details.endDate, wallZone);
      if (blocksTime(details.item.component) && inWindow(interval)) {
        found.push(interval);
        kept += 1;
      }
    }
    if (found.length > MAX_BUSY_INTERVALS * 4) break;
  }
  return merged(found).slice(0, MAX_BUSY_INTERVALS);
}
