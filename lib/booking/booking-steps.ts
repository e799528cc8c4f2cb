// The booking picker as plain pages (issue 41): without scripts, each step is an address whose
// query says what was chosen so far: the zone, the month, the day and the time. None of it is
// personal: the details are posted, never put in an address.
export type StepsQuery = { zone?: string; month?: string; day?: string; time?: string };
const STEPS_QUERY_KEYS = ['zone', 'month', 'day', 'time'] as const;

// A page's query as the steps read it: single text values of their keys, nothing else.
export function readStepsQuery(query: Record<string, string | string[] | undefined>): StepsQuery {
  return Object.fromEntries(STEPS_QUERY_KEYS.flatMap((key) => (typeof query[key] === 'string' ? [[key, query[key]]] : [])));
}

export type BookingStepsView = {
  zone: string;
  month: string;
  firstMonth: string;
  lastMonth: string;
  // The visitor's days of the month with free times, and each day's times (ISO instants).
  slotsByDay: Record<string, string[]>;
  // The day chosen (one with free times), and the time chosen on it.
  day: string | null;
  time: string | null;
};

// The query of a step: what was chosen up to it, in the order chosen.
export function stepsQuery(view: Pick<BookingStepsView, 'zone' | 'month'> & { day?: string | null; time?: string | null }, extra: Record<string, string> = {}): string {
  const entries = { ...extra, zone: view.zone, month: view.month, ...(view.day ? { day: view.day } : {}), ...(view.time ? { time: view.time } : {}) };
  return new URLSearchParams(entries).toString();
}
