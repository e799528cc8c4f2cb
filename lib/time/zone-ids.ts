// A time zone's one id (issue 40). Chrome's and Node's Intl follow CLDR, which still names some
// places by IANA's older names: `resolvedOptions().timeZone` and `Intl.supportedValuesOf` say
// "Asia/Calcutta" and "Asia/Saigon" where IANA (and Firefox) say "Asia/Kolkata" and
// "Asia/Ho_Chi_Minh". These are the renames of tzdata 2025b: the CLDR id on the left, IANA's
// current id of the same place on the right (IANA's zone.tab lists each right-hand id; the unit
// test checks every id the platform knows lands on one of the picker's). Small, browser-safe, and
// read by the booking API too, so a booking stores the current id whatever the browser said.
export const LEGACY_ZONE_IDS: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

// The canonical id of a zone name Intl knows, or null: the platform resolves links and case
// ("US/Eastern" → "America/New_York", "asia/kolkata", "Etc/UTC" → "UTC"), then the renames above
// apply. Intl's resolution is the only source of "is this a zone": nothing else is guessed.
export function canonicalZone(name: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (!resolved) return null;
  return LEGACY_ZONE_IDS[resolved] ?? resolved;
}
