import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import type { PublicFormAction } from '@/components/site/use-public-form';
import type { BookingFormResult } from '@/lib/booking/booking-form';
import type { BookingTexts } from './booking-texts';
import { ChangeForm } from './change-form';
import type { BookingContact } from './link-answer';

type Props = { action: PublicFormAction<BookingFormResult>; token: string; zone: string; contact: BookingContact; texts: BookingTexts };

// Cancelling by the visitor's link: an optional reason for the adviser and one button; then what
// happened, with the way to book again.
export function CancelForm({ action, token, zone, contact, texts }: Props) {
  const cancelled = (
    <div className="mt-6">
      <h2 tabIndex={-1} autoFocus className="text-2xl font-bold text-slate-900 focus:outline-none">
        {texts.change.cancelledHeading}
      </h2>
      <p className="mt-2 text-slate-700">{texts.change.cancelledText}</p>
      <Link href={texts.hrefs.book} className={`${buttonClass('primary')} mt-6`}>
        {texts.change.bookAgain}
      </Link>
    </div>
  );
  return <ChangeForm action={action} token={token} zone={zone} changed={cancelled} contact={contact} texts={texts} />;
}
