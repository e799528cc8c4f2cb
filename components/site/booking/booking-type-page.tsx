import Link from 'next/link';
import { ArrowLeft } from '@/components/ui/icons';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { PageHero } from '@/components/ui/page-hero';
import type { PublicFormAction } from '@/components/site/use-public-form';
import type { BookingFormResult } from '@/lib/booking/booking-form';
import type { PublicConsultationType } from '@/lib/booking/public-type';
import { BookingPicker, type PickerMode } from './booking-picker';
import type { BookingTexts } from './booking-texts';
import type { BookingContact } from './link-answer';

type Props = {
  type: PublicConsultationType;
  // The hero's small line above the name: duration, channel, fee.
  facts: string;
  eyebrow: string;
  backLabel: string;
  mode: PickerMode;
  // The page's bound bookConsultationAction.
  action: PublicFormAction<BookingFormResult>;
  texts: BookingTexts;
  contact: BookingContact;
};

// One consultation's booking page: its name and description, and the picker.
export function BookingTypePage({ type, facts, eyebrow, backLabel, mode, action, texts, contact }: Props) {
  return (
    <>
      <PageHero titleId="booking-type-title" eyebrow={eyebrow} title={type.name} intro={type.description || facts}>
        {type.description && <p className="mt-3 text-blue-100">{facts}</p>}
      </PageHero>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
          <Link href={texts.hrefs.book} className={`mb-6 inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:text-brand-900 ${FOCUS_RING}`}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {backLabel}
          </Link>
          <BookingPicker mode={mode} action={action} typeName={type.name} channel={type.channel} horizonDays={type.horizonDays} texts={texts} contact={contact} />
        </div>
      </div>
    </>
  );
}
