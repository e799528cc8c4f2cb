'use client';

import { useMemo } from 'react';
import { FIELD_CLASS } from '@/components/ui/field';
import { formatZoneName } from '@/lib/time/format';

// Every IANA zone the browser knows, the visitor's own among them even where the list leaves it
// out ("UTC" in some browsers).
function zoneList(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known].sort();
}

type Props = { zone: string; onZone: (zone: string) => void; texts: { zoneLabel: string; zoneHint: string } };

// The zone the times are shown in: the browser's by default. The names are the zones' technical
// names, the same in every language.
export function ZoneSelect({ zone, onZone, texts }: Props) {
  const zones = useMemo(() => zoneList(zone), [zone]);
  return (
    <div>
      <label htmlFor="booking-zone" className="block text-sm font-medium text-slate-800">
        {texts.zoneLabel}
      </label>
      <p id="booking-zone-hint" className="mt-1 text-sm text-slate-600">
        {texts.zoneHint}
      </p>
      <select id="booking-zone" translate="no" aria-describedby="booking-zone-hint" value={zone} onChange={(event) => onZone(event.target.value)} className={FIELD_CLASS}>
        {zones.map((name) => (
          <option key={name} value={name}>
            {name === zone ? formatZoneName(name) : name}
          </option>
        ))}
      </select>
    </div>
  );
}
