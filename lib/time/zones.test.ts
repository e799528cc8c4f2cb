import { describe, expect, it } from 'vitest';
import { canonicalZone } from './zone-ids';
import { zoneOffset } from './format';
import { COMMON_ZONES, searchZones, zoneChoices, zoneDetails } from './zones';

// The booking picker's time zones (issue 40, item 11): IANA's current names, the old ones the
// browser may report mapped onto them, cities, countries and zone names in the page's language,
// the common ones first, found by what a visitor types.

const WINTER = new Date('2027-01-15T09:00:00Z');
const SUMMER = new Date('2027-07-15T09:00:00Z');

describe('canonical zone ids', () => {
  it('maps the old names browsers and Node still report onto IANA’s current ones', () => {
    expect(canonicalZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(canonicalZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalZone('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalZone('Asia/Rangoon')).toBe('Asia/Yangon');
    expect(canonicalZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalZone('asia/kolkata')).toBe('Asia/Kolkata');
    expect(canonicalZone('Etc/UTC')).toBe('UTC');
    expect(canonicalZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('knows no zone that is not one', () => {
    expect(canonicalZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalZone('')).toBeNull();
    expect(canonicalZone('Asia/Kolkata; DROP')).toBeNull();
  });

  it('lists every zone the platform knows once, by its canonical id, and no old name', () => {
    const ids = zoneChoices('en-GB', WINTER).map((choice) => choice.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(canonicalZone(id), id).toBe(id);
    // Each id the platform knows, old ones included, is in the list or names one that is.
    const listed = new Set(ids);
    for (const known of Intl.supportedValuesOf('timeZone')) if (!listed.has(known)) expect(ids, known).toContain(canonicalZone(known));
    for (const old of ['Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev', 'Asia/Katmandu', 'America/Godthab']) expect(ids).not.toContain(old);
    expect(ids).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Europe/Kyiv', 'Asia/Kathmandu', 'America/Nuuk', 'UTC']));
    expect(ids.length).toBeGreaterThan(400);
  });
});

describe('names in the page’s language', () => {
  it('names Kolkata in English and German with the zone’s name and offset', () => {
    const english = zoneChoices('en-GB', WINTER).find((choice) => choice.id === 'Asia/Kolkata')!;
    expect(english).toMatchObject({ city: 'Kolkata', country: 'India', name: 'India Standard Time', offset: 'GMT+5:30', label: 'Kolkata, India (GMT+5:30)' });
    const german = zoneChoices('de-DE', WINTER).find((choice) => choice.id === 'Asia/Kolkata')!;
    expect(german).toMatchObject({ city: 'Kalkutta', country: 'Indien', name: 'Indische Normalzeit', offset: 'GMT+5:30', label: 'Kalkutta, Indien (GMT+5:30)' });
  });

  it('writes cities as people do, not as the ids spell them, and the offset of the moment', () => {
    const find = (locale: 'en-GB' | 'de-DE', id: string, at = WINTER) => zoneChoices(locale, at).find((choice) => choice.id === id)!;
    expect(find('en-GB', 'Asia/Ho_Chi_Minh').label).toBe('Ho Chi Minh City, Vietnam (GMT+7)');
    expect(find('de-DE', 'Asia/Ho_Chi_Minh').label).toBe('Ho-Chi-Minh-Stadt, Vietnam (GMT+7)');
    expect(find('en-GB', 'America/Sao_Paulo').label).toBe('São Paulo, Brazil (GMT-3)');
    expect(find('de-DE', 'Europe/Berlin').label).toBe('Berlin, Deutschland (GMT+1)');
    expect(find('de-DE', 'Europe/Berlin', SUMMER).label).toBe('Berlin, Deutschland (GMT+2)');
    expect(find('de-DE', 'Europe/Berlin').name).toBe('Mitteleuropäische Zeit');
    expect(find('de-DE', 'Atlantic/Reykjavik').city).toBe('Reykjavík');
    // A city-state is named once.
    expect(find('en-GB', 'Asia/Singapore').label).toBe('Singapore (GMT+8)');
    expect(find('de-DE', 'UTC')).toMatchObject({ label: 'UTC (GMT+0)', name: 'Koordinierte Weltzeit' });
    // The pseudo-locale of test builds writes English names.
    expect(find('en-GB', 'Asia/Tehran').label).toBe(zoneChoices('en-XA', WINTER).find((choice) => choice.id === 'Asia/Tehran')!.label);
  });
});

describe('offsets', () => {
  it('writes every zone’s offset as format.ts does, in winter and in summer', () => {
    for (const at of [WINTER, SUMMER])
      for (const choice of zoneChoices('de-DE', at)) expect(choice.offset, `${choice.id} ${at.toISOString()}`).toBe(zoneOffset(choice.id, at));
    expect(zoneDetails('Asia/Kathmandu', 'en-GB', WINTER).offset).toBe('GMT+5:45');
    expect(zoneDetails('America/St_Johns', 'en-GB', SUMMER).offset).toBe('GMT-2:30');
  });

  it('lists every zone at once by its place, and fills in names and offsets made before', () => {
    const at = new Date('2027-02-01T12:00:00Z');
    const quick = zoneChoices('en-GB', at, 'America/Sao_Paulo', { described: 'cached' });
    expect(quick.length).toBe(zoneChoices('en-GB', WINTER).length);
    expect(quick[0]).toMatchObject({ id: 'America/Sao_Paulo', ready: false, label: 'São Paulo, Brazil', offset: '' });
    // Found by place before the names are there.
    expect(searchZones(quick, 'Kolkata').map((choice) => choice.id)).toEqual(['Asia/Kolkata']);
    zoneDetails('America/Sao_Paulo', 'en-GB', at);
    expect(zoneChoices('en-GB', at, 'America/Sao_Paulo', { described: 'cached' })[0]).toMatchObject({ ready: true, label: 'São Paulo, Brazil (GMT-3)' });
  });
});

describe('the order', () => {
  it('puts the visitor’s zone first, Berlin second, then the zones the firm’s visitors come from', () => {
    const choices = zoneChoices('en-GB', WINTER, 'Asia/Calcutta');
    const common = choices.filter((choice) => choice.common).map((choice) => choice.id);
    expect(common.slice(0, 2)).toEqual(['Asia/Kolkata', 'Europe/Berlin']);
    expect(common).toEqual(expect.arrayContaining(['Asia/Karachi', 'Africa/Lagos', 'Europe/Istanbul', 'Africa/Cairo', 'Asia/Tehran', 'Asia/Ho_Chi_Minh', 'Asia/Shanghai', 'America/Sao_Paulo', 'America/New_York', 'Europe/London']));
    expect(new Set(common).size).toBe(common.length);
    // The common ones lead the list, and the others follow once each, by place name.
    expect(choices.slice(0, common.length).every((choice) => choice.common)).toBe(true);
    const rest = choices.slice(common.length);
    expect(rest.some((choice) => choice.id === 'Asia/Kolkata')).toBe(false);
    const places = rest.map((choice) => choice.place);
    expect(places).toEqual([...places].sort(new Intl.Collator('en').compare));
  });

  it('starts with Berlin when the visitor is there, and keeps a zone the list lacks', () => {
    expect(zoneChoices('de-DE', WINTER, 'Europe/Berlin').slice(0, 3).map((choice) => choice.id)).toEqual(['Europe/Berlin', ...COMMON_ZONES.filter((id) => id !== 'Europe/Berlin').slice(0, 2)]);
    expect(zoneChoices('en-GB', WINTER, 'Etc/GMT-14')[0]).toMatchObject({ id: 'Etc/GMT-14', common: true, offset: 'GMT+14' });
  });
});

describe('search', () => {
  const ids = (locale: 'en-GB' | 'de-DE', query: string) => searchZones(zoneChoices(locale, WINTER), query).map((choice) => choice.id);

  it('finds Kolkata by its city, its old name, its country and its zone, in both languages', () => {
    for (const query of ['Kolkata', 'kolk', 'Calcutta', 'India', 'India Standard', 'GMT+5:30']) expect(ids('en-GB', query), query).toContain('Asia/Kolkata');
    for (const query of ['Kalkutta', 'Indien', 'indische', 'Kolkata']) expect(ids('de-DE', query), query).toContain('Asia/Kolkata');
    expect(ids('de-DE', 'Indien')).toEqual(['Asia/Kolkata']);
  });

  it('ignores case, accents and punctuation, and needs every word', () => {
    expect(ids('en-GB', 'sao paulo')).toEqual(['America/Sao_Paulo']);
    expect(ids('de-DE', 'ho chi minh')).toEqual(['Asia/Ho_Chi_Minh']);
    expect(ids('de-DE', 'Saigon')).toEqual(['Asia/Ho_Chi_Minh']);
    // Moscow first; the zones on Moscow's time ("Moskauer Zeit") after it.
    expect(ids('de-DE', 'Moskau')[0]).toBe('Europe/Moscow');
    expect(ids('de-DE', 'Moskau')).toContain('Europe/Volgograd');
    expect(ids('en-GB', 'new york')).toEqual(['America/New_York']);
    expect(ids('en-GB', 'Türkiye')).toContain('Europe/Istanbul');
    expect(ids('de-DE', 'turkei')).toContain('Europe/Istanbul');
    expect(ids('en-GB', 'Brazil')).toEqual(expect.arrayContaining(['America/Sao_Paulo', 'America/Manaus']));
    // Several zones of a country: the common one first.
    expect(ids('en-GB', 'Brazil')[0]).toBe('America/Sao_Paulo');
    expect(ids('en-GB', 'united states')[0]).toBe('America/New_York');
    expect(ids('en-GB', 'zzz')).toEqual([]);
  });

  it('gives the whole list for an empty query', () => {
    const choices = zoneChoices('en-GB', WINTER);
    expect(searchZones(choices, '  ')).toEqual(choices);
  });
});
