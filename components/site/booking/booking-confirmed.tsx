import Link from 'next/link';
import { ArrivalHeading } from '@/components/ui/arrival-heading';
import { buttonClass } from '@/components/ui/button';
import { DescriptionItem } from '@/components/ui/description-item';
import type { BookingConfirmation, Channel } from '@/lib/booking/booking';
import { FIRM_TIME_ZONE } from '@/lib/time/berlin';
import { formatDayInZone } from '@/lib/time/format';
import type { BookingTexts } from './booking-texts';
import { SlotTime } from './slot-time';

type Details = { start: string; zone: string; typeName: string; channel: Channel; texts: BookingTexts };

// A booking's time on the visitor's clock and in Berlin, and how it takes place (the confirmation,
// and the link pages' "Your consultation").
export function BookingFacts({ start, zone, typeName, channel, texts }: Details) {
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      <DescriptionItem label={texts.confirmed.when} wide>
        <span className="font-semibold">{typeName}</span>
        <br />
        {formatDayInZone(start, zone, 'full', texts.dateLocale)}, <SlotTime slot={start} zone={zone} dateLocale={texts.dateLocale} />
      </DescriptionItem>
      <DescriptionItem label={texts.confirmed.berlin} wide>
        {formatDayInZone(start, FIRM_TIME_ZONE, 'full', texts.dateLocale)}, <SlotTime slot={start} zone={FIRM_TIME_ZONE} dateLocale={texts.dateLocale} />
      </DescriptionItem>
      <DescriptionItem label={texts.confirmed.channel}>{texts.channels[channel]}</DescriptionItem>
    </dl>
  );
}

// The booking made or moved: its facts, that the confirmation with its calendar invitation is on
// its way, and where to go next.
export function BookingConfirmed(details: Details) {
  const { texts } = details;
  return (
    <>
      <BookingFacts {...details} />
      <p className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">{texts.confirmed.mail}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link href={texts.hrefs.home} className={buttonClass('primary')}>
          {texts.confirmed.home}
        </Link>
        <Link href={texts.hrefs.services} className={buttonClass('secondary')}>
          {texts.confirmed.services}
        </Link>
      </div>
    </>
  );
}

// The last step on the pages without the picker: booked or moved, with the heading that takes the focus.
export function ConfirmedStep({ heading, confirmation, standalone, texts }: { heading: string; confirmation: BookingConfirmation; standalone: { typeName: string; channel: Channel }; texts: BookingTexts }) {
  return (
    <>
      <ArrivalHeading id="booking-step-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </ArrivalHeading>
      <BookingConfirmed start={confirmation.start} zone={confirmation.timeZone} typeName={standalone.typeName} channel={standalone.channel} texts={texts} />
    </>
  );
}
