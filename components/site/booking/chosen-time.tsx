import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { fillText } from '@/i18n/fill-text';
import { formatDayInZone, formatTime } from '@/lib/time/format';
import type { BookingTexts } from './booking-texts';
import { SlotTime } from './slot-time';

type Props = {
  typeName: string;
  chosen: string;
  zone: string;
  // The way back to choose another: the picker's button, or a link on the steps as pages.
  change: { onClick: () => void } | { href: string };
  texts: BookingTexts;
};

// The time chosen, on the visitor's clock and in Berlin, above the details.
export function ChosenTime({ typeName, chosen, zone, change, texts }: Props) {
  const look = `${buttonClass('secondary', 'sm')} mt-3`;
  return (
    <div className="mt-4 rounded-md bg-brand-50 p-4">
      <p className="text-sm font-medium text-slate-700">{texts.details.chosenLabel}</p>
      <p className="mt-1 text-slate-900">
        {typeName}: {formatDayInZone(chosen, zone, 'full', texts.dateLocale)}, <SlotTime slot={chosen} zone={zone} dateLocale={texts.dateLocale} />
      </p>
      <p className="text-sm text-slate-700">{fillText(texts.picker.berlinTime, { time: formatTime(chosen, texts.dateLocale) })}</p>
      {'href' in change ? (
        <Link href={change.href} className={look}>
          {texts.details.change}
        </Link>
      ) : (
        <button type="button" className={look} onClick={change.onClick}>
          {texts.details.change}
        </button>
      )}
    </div>
  );
}
