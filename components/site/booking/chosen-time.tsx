import { fillText } from '@/i18n/fill-text';
import { formatDayInZone, formatTime } from '@/lib/time/format';
import type { BookingTexts } from './booking-texts';
import { SlotTime } from './slot-time';

// The time chosen, on the visitor's clock and in Berlin, above the details: with the way back to
// choose another (the picker's button, or a link on the steps as pages).
export function ChosenTime({ typeName, chosen, zone, change, texts }: { typeName: string; chosen: string; zone: string; change: React.ReactNode; texts: BookingTexts }) {
  return (
    <div className="mt-4 rounded-md bg-brand-50 p-4">
      <p className="text-sm font-medium text-slate-700">{texts.details.chosenLabel}</p>
      <p className="mt-1 text-slate-900">
        {typeName}: {formatDayInZone(chosen, zone, 'full', texts.dateLocale)}, <SlotTime slot={chosen} zone={zone} dateLocale={texts.dateLocale} />
      </p>
      <p className="text-sm text-slate-700">{fillText(texts.picker.berlinTime, { time: formatTime(chosen, texts.dateLocale) })}</p>
      {change}
    </div>
  );
}
