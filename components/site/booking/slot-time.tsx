import { formatTimeInZone, formatZoneName } from '@/lib/time/format';
import type { DisplayLocale } from '@/i18n/locales';

// A time on the visitor's clock with the zone's name beside it ("06:00 America/Sao Paulo (GMT-3)").
// The zone's name is a technical name, the same in every language.
export function SlotTime({ slot, zone, dateLocale }: { slot: string; zone: string; dateLocale: DisplayLocale }) {
  return (
    <>
      <span className="font-semibold">{formatTimeInZone(slot, zone, dateLocale)}</span>{' '}
      <span translate="no" className="text-sm font-normal break-words">
        {formatZoneName(zone, slot)}
      </span>
    </>
  );
}
