import type { DisplayLocale } from './format';
import { canonicalZone, LEGACY_ZONE_IDS } from './zone-ids';
import { ZONE_TABLE } from './zone-table';

// The time zones a visitor chooses from on the booking page (issue 40): IANA's zones by their
// current ids, named in the page's language the way people name them (city, country, the zone's
// own name, its offset now), the common ones first, and found by whatever of that a visitor types.
// Cities come from the table (CLDR's names, English and German), countries from
// Intl.DisplayNames, the zone's name from Intl.DateTimeFormat's `longGeneric` and the offset in
// format.ts's form. The picker builds the list in the browser only (the server never renders it), so the
// platform's names may differ from the server's without a hydration mismatch.

export type ZoneChoice = {
  id: string;
  // "Kolkata" / "Kalkutta"; the country in the page's language ("" for UTC).
  city: string;
  country: string;
  // "India Standard Time" / "Indische Normalzeit" ("" where the platform has only an offset).
  name: string;
  offset: string;
  // "Kolkata, India"; with the offset, "Kolkata, India (GMT+5:30)": what the field shows once chosen.
  place: string;
  label: string;
  // One of the first, suggested, choices.
  common: boolean;
  // Its name and offset are filled in (zoneChoices with `described: 'cached'` leaves some out).
  ready: boolean;
  search: { city: string[]; country: string[]; other: string[] };
};

// After the visitor's own zone and Berlin, the zones the firm's visitors most come from, by country:
// India, Pakistan, Nigeria, Türkiye, Egypt, Iran, Vietnam, China, Brazil, the United States, the
// United Kingdom.
export const COMMON_ZONES: readonly string[] = [
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Karachi',
  'Africa/Lagos',
  'Europe/Istanbul',
  'Africa/Cairo',
  'Asia/Tehran',
  'Asia/Ho_Chi_Minh',
  'Asia/Shanghai',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/London',
];

type Row = { id: string; country: string; en: string; de: string };

let rows: Row[] | null = null;
function table(): Row[] {
  rows ??= ZONE_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [id = '', country = '', en, de] = line.split(';');
      const english = en || id.split('/').at(-1)!.replaceAll('_', ' ');
      return { id, country, en: english, de: de || english };
    });
  return rows;
}

type Language = 'en' | 'de';
const languageOf = (locale: DisplayLocale): Language => (locale.startsWith('de') ? 'de' : 'en');

// Lower case, no accents or punctuation: "São Paulo" and "sao-paulo" are the same words.
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function regionNames(language: Language): (code: string) => string {
  try {
    const names = new Intl.DisplayNames(language, { type: 'region' });
    return (code) => (code ? (names.of(code) ?? code) : '');
  } catch {
    return (code) => code;
  }
}

const oldIds = Object.entries(LEGACY_ZONE_IDS).reduce<Record<string, string[]>>((found, [old, current]) => {
  (found[current] ??= []).push(old);
  return found;
}, {});

// The zones of the table this platform knows (by their id or their old one): a browser with older
// data than the table's leaves a zone out rather than offer one it cannot show.
function knownRows(): Row[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('timeZone')) : null;
  if (!supported) return table();
  return table().filter((row) => supported.has(row.id) || (oldIds[row.id] ?? []).some((old) => supported.has(old)));
}

// --- A zone's name and offset ---------------------------------------------------------------
// The costly part: each needs a formatter of its own, about a millisecond or two apiece (more on a
// phone), so the picker asks for them a few at a time (zoneDetails) and they are kept once made.

export type ZoneDetails = { name: string; offset: string };
const details = new Map<string, ZoneDetails>();
const detailsKey = (id: string, language: Language, at: Date) => `${language} ${at.getTime()} ${id}`;

// "GMT+5:30", "GMT-3", "GMT+0": the form of format.ts's zoneOffset (date-fns "O"; the unit test
// holds them equal for every zone), from the minutes a zone's clock is ahead of UTC.
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

// The zone's own name in the language ("India Standard Time"; none where the platform writes only
// an offset, "GMT+14:00", which the choice shows anyway; UTC by its long name) and its offset at
// `at`, both from one formatter: its wall clock against UTC gives the offset.
export function zoneDetails(id: string, locale: DisplayLocale, at: Date): ZoneDetails {
  const language = languageOf(locale);
  const key = detailsKey(id, language, at);
  const known = details.get(key);
  if (known) return known;
  let found: ZoneDetails;
  try {
    const format = new Intl.DateTimeFormat(language, {
      timeZone: id,
      timeZoneName: id === 'UTC' ? 'long' : 'longGeneric',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
    const name = parts.timeZoneName ?? '';
    found = { name: /^(GMT|UTC)([+\-−]|$)/.test(name) ? '' : name, offset: offsetText(Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000)) };
  } catch {
    found = { name: '', offset: '' };
  }
  details.set(key, found);
  return found;
}

function choiceOf(row: Row, language: Language, at: Date, countries: Record<Language, (code: string) => string>, common: boolean): ZoneChoice {
  const city = row[language];
  const country = countries[language](row.country);
  const place = !country || country === city ? city : `${city}, ${country}`;
  const known = details.get(detailsKey(row.id, language, at));
  const { name, offset } = known ?? { name: '', offset: '' };
  return {
    id: row.id,
    city,
    country,
    name,
    offset,
    place,
    label: offset ? `${place} (${offset})` : place,
    common,
    ready: Boolean(known),
    search: {
      city: words(`${row.en} ${row.de}`),
      country: words(`${country} ${countries.en(row.country)} ${countries.de(row.country)} ${row.country}`),
      // The id and the old ids ("Calcutta", "Saigon"), the zone's name, and the offset in full
      // ("gmt+5:30", "+5:30") as well as in words.
      other: [...words(`${row.id} ${(oldIds[row.id] ?? []).join(' ')} ${name} ${offset}`), offset.toLowerCase(), offset.slice(3)].filter(Boolean),
    },
  };
}

// Every zone, in the page's language, at the instant `at` (offsets change with summer time): the
// visitor's own zone first (the canonical id of what the browser reports, kept even when the list
// lacks it), then Berlin and the other common ones, then the rest by place. With `described:
// 'cached'`, only the names and offsets already made are filled (the others are `ready: false`,
// named by their place), so the list is there at once and the picker fills it in steps.
export function zoneChoices(locale: DisplayLocale, at: Date = new Date(), detected?: string | null, { described = 'all' }: { described?: 'all' | 'cached' } = {}): ZoneChoice[] {
  const language = languageOf(locale);
  const countries = { en: regionNames('en'), de: regionNames('de') };
  const byId = new Map(knownRows().map((row) => [row.id, row]));
  byId.set('UTC', { id: 'UTC', country: '', en: 'UTC', de: 'UTC' });
  const own = detected ? canonicalZone(detected) : null;
  if (own && !byId.has(own)) byId.set(own, { id: own, country: '', en: own, de: own });
  if (described === 'all') for (const id of byId.keys()) zoneDetails(id, locale, at);
  const firstIds = [...new Set([...(own ? [own] : []), ...COMMON_ZONES])].filter((id) => byId.has(id));
  const first = firstIds.map((id) => choiceOf(byId.get(id)!, language, at, countries, true));
  const collator = new Intl.Collator(language);
  const rest = [...byId.values()]
    .filter((row) => !firstIds.includes(row.id))
    .map((row) => choiceOf(row, language, at, countries, false))
    .sort((a, b) => collator.compare(a.place, b.place) || a.id.localeCompare(b.id));
  return [...first, ...rest];
}
// How well one typed word names a choice: a whole word beats the start of one, and a city beats
// its country, which beats the rest ("India" finds Kolkata before Indianapolis); null: not at all.
function wordScore(word: string, search: ZoneChoice['search']): number | null {
  const fields = [search.city, search.country, search.other];
  const exact = fields.findIndex((field) => field.includes(word));
  if (exact >= 0) return exact;
  const prefix = fields.findIndex((field) => field.some((candidate) => candidate.startsWith(word)));
  return prefix >= 0 ? 3 + prefix : null;
}

// The words typed: offsets ("GMT+5:30") stay whole, other words split as the names are.
function queryWords(query: string): string[] {
  return query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .flatMap((part) => (/\d/.test(part) ? [part.replace('−', '-')] : words(part)))
    .filter(Boolean);
}

// The choices every typed word names, best named first, and in the list's order among equals
// (common ones first); the whole list for an empty query.
export function searchZones(choices: readonly ZoneChoice[], query: string): ZoneChoice[] {
  const typed = queryWords(query);
  if (typed.length === 0) return [...choices];
  const scored: { choice: ZoneChoice; score: number; index: number }[] = [];
  choices.forEach((choice, index) => {
    let score = 0;
    for (const word of typed) {
      const found = wordScore(word, choice.search);
      if (found === null) return;
      score += found;
    }
    scored.push({ choice, score, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((entry) => entry.choice);
}
