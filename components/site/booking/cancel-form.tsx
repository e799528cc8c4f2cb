import type { PublicFormAction } from '@/components/site/use-public-form';
import type { BookingFormResult } from '@/lib/booking/booking-form';
import type { BookingTexts } from './booking-texts';
import { ChangeForm } from './change-form';
import type { BookingContact } from './link-answer';

type Props = { action: PublicFormAction<BookingFormResult>; token: string; zone: string; contact: BookingContact; texts: BookingTexts };

// Cancelling by the visitor's link: an optional reason for the adviser and one button (the page
// of the change made says it is cancelled, with the way to book again).
export function CancelForm({ action, token, zone, contact, texts }: Props) {
  return <ChangeForm action={action} token={token} zone={zone} contact={contact} texts={texts} />;
}
