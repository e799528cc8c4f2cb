// Writes lib/time/zone-table.json, the booking picker's zones with their country and city names
// (issue 40). Run again when IANA or CLDR change a zone the firm's visitors use:
//   npm install --prefix /tmp/cldr --no-save cldr-dates-full   (data only, not a dependency)
//   npx tsx scripts/zone-table.ts /usr/share/zoneinfo/zone.tab /tmp/cldr/node_modules/cldr-dates-full/main
// zone.tab (IANA, public domain) gives every zone with its country; CLDR's exemplar cities (Unicode
// licence) give the city's name in English and German where it is not the id's own last part.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LEGACY_ZONE_IDS } from '../lib/time/zone-ids';

type ZoneNames = Record<string, unknown>;

function exemplarCity(names: ZoneNames, id: string): string | undefined {
  let node: unknown = names;
  for (const part of id.split('/')) node = node && typeof node === 'object' ? (node as ZoneNames)[part] : undefined;
  const city = node && typeof node === 'object' ? (node as { exemplarCity?: unknown }).exemplarCity : undefined;
  // CLDR marks hyphenation points with soft hyphens ("Reyk­ja­vík"): a search must not meet them.
  return typeof city === 'string' ? city.replaceAll('\u00ad', '') : undefined;
}

function cldrZones(cldrMain: string, locale: string): ZoneNames {
  const file = JSON.parse(readFileSync(path.join(cldrMain, locale, 'timeZoneNames.json'), 'utf8'));
  return file.main[locale].dates.timeZoneNames.zone;
}

const [zoneTab, cldrMain] = process.argv.slice(2);
if (!zoneTab || !cldrMain) throw new Error('usage: tsx scripts/zone-table.ts <zone.tab> <cldr-dates-full/main>');

const cldrIdOf = Object.fromEntries(Object.entries(LEGACY_ZONE_IDS).map(([old, current]) => [current, old]));
const english = cldrZones(cldrMain, 'en');
const german = cldrZones(cldrMain, 'de');
const rows = readFileSync(zoneTab, 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [country, , id] = line.split('\t') as [string, string, string];
    const cldrId = cldrIdOf[id] ?? id;
    const own = id.split('/').at(-1)!.replaceAll('_', ' ');
    const en = exemplarCity(english, cldrId) ?? own;
    const de = exemplarCity(german, cldrId) ?? en;
    return [id, country, en === own ? '' : en, de === en ? '' : de].join(';').replace(/;+$/, '');
  })
  .sort();

// JSON, not code: a data table (the zones' explanation is in lib/time/zones.ts).
const table = { generatedBy: 'scripts/zone-table.ts from IANA zone.tab and CLDR exemplar cities: do not edit', zones: rows };
writeFileSync(new URL('../lib/time/zone-table.json', import.meta.url), `${JSON.stringify(table, null, 1)}\n`);
console.log(`${rows.length} zones written to lib/time/zone-table.json`);
