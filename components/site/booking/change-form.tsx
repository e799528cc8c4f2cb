'use client';

import { LeadField } from '@/components/site/lead-field';
import { usePublicForm, type PublicFormAction } from '@/components/site/use-public-form';
import { CHANGE_FORM_FIELDS, type BookingFormResult } from '@/lib/booking/booking-form';
import { TimeFormEnd } from './alternatives';
import type { BookingTexts } from './booking-texts';
import type { BookingContact } from './link-answer';

type Props = {
  // The page's bound rescheduleBookingAction or cancelBookingAction (app/(site)/lang/[locale]/book/actions.ts).
  action: PublicFormAction<BookingFormResult>;
  token: string;
  // Moving: the new time chosen (a hidden field); cancelling: none.
  chosen?: string;
  zone: string;
  contact: BookingContact;
  texts: BookingTexts;
};

// Moving or cancelling a booking by the visitor's link: the link's token (and the new time) as
// hidden fields, an optional reason for the adviser, one button. With scripts without a reload,
// without them as a plain form. Done, the action sends the browser to the link's page of the
// change made (link-route.tsx); a refused link offers the firm's phone and WhatsApp.
export function ChangeForm({ action, token, chosen, zone, contact, texts }: Props) {
  const { state, formRef, formAction, onSubmit, valueOf, errorsOf, markEdited, busy, answeredByPage } = usePublicForm({
    action,
    fields: CHANGE_FORM_FIELDS,
    failedText: texts.details.failed,
  });
  return (
    <form action={formAction} ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={chosen ? 'booking-step-heading' : 'booking-cancel-heading'} className="mt-6 space-y-5">
      <input type="hidden" name="token" value={token} />
      {chosen && <input type="hidden" name="start" value={chosen} />}
      {!chosen && (
        <>
          <h2 id="booking-cancel-heading" className="text-2xl font-bold text-slate-900">
            {texts.change.cancelHeading}
          </h2>
          <p className="text-slate-700">{texts.change.cancelIntro}</p>
        </>
      )}
      <LeadField
        id="booking-reason"
        name="reason"
        label={texts.change.reasonLabel}
        optionalLabel={texts.form.optional}
        defaultValue={valueOf('reason')}
        errors={errorsOf('reason')}
        onValueChange={() => markEdited('reason')}
        rows={3}
        maxLength={1000}
      />
      <div tabIndex={-1} autoFocus={answeredByPage} className="space-y-5 outline-none">
        <TimeFormEnd mode={chosen ? 'move' : 'cancel'} state={state} busy={busy} zone={zone} contact={contact} texts={texts} />
      </div>
    </form>
  );
}
