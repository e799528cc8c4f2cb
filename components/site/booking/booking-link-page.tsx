import Link from 'next/link';
import { ArrivalHeading } from '@/components/ui/arrival-heading';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import type { PublicFormAction } from '@/components/site/use-public-form';
import type { BookingFormResult } from '@/lib/booking/booking-form';
import type { BookingLinkView, LinkedBooking } from '@/lib/booking/booking-link';
import { BookingConfirmed, BookingFacts } from './booking-confirmed';
import { BookingPicker } from './booking-picker';
import type { BookingTexts } from './booking-texts';
import { CancelForm } from './cancel-form';
import { ContactOptions } from './contact-options';
import type { BookingContact } from './link-answer';

type Props = {
  action: 'reschedule' | 'cancel';
  // The page's bound rescheduleBookingAction or cancelBookingAction.
  formAction: PublicFormAction<BookingFormResult>;
  view: BookingLinkView;
  eyebrow: string;
  texts: BookingTexts;
  contact: BookingContact;
  // Moving: the picker's steps as pages, shown until its scripts run (and so without them).
  withoutScripts?: React.ReactNode;
};

// The page a booking mail's link opens: the booking as it is now and the change the link offers
// (the picker to move it, a button to cancel it), or, where the link cannot change it, why, with
// the firm's phone and WhatsApp.
export function BookingLinkPage({ action, formAction, view, eyebrow, texts, contact, withoutScripts }: Props) {
  const title = action === 'reschedule' ? texts.change.rescheduleHeading : texts.change.cancelHeading;
  return (
    <>
      <PageHero titleId="booking-link-title" eyebrow={eyebrow} title={title} intro={action === 'reschedule' ? texts.change.rescheduleIntro : texts.change.cancelIntro} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:py-14">
          {'booking' in view && view.kind !== 'changed' && <CurrentBooking booking={view.booking} texts={texts} />}
          {view.kind === 'changed' ? (
            <ChangeMade action={action} booking={view.booking} texts={texts} />
          ) : view.kind === 'open' ? (
            action === 'reschedule' ? (
              <BookingPicker
                mode={{ kind: 'reschedule', typeId: view.booking.typeId, token: view.token, start: view.booking.start }}
                action={formAction}
                withoutScripts={withoutScripts}
                typeName={view.booking.typeName}
                channel={view.booking.channel}
                horizonDays={view.booking.horizonDays}
                texts={texts}
                contact={contact}
              />
            ) : (
              <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
                <CancelForm action={formAction} token={view.token} zone={view.booking.timeZone} contact={contact} texts={texts} />
              </section>
            )
          ) : (
            <LinkProblem view={view} texts={texts} contact={contact} />
          )}
        </div>
      </div>
    </>
  );
}

// The page the form sends the visitor to once their link has made its change: moved, with the
// booking as it is now, or cancelled, with the way to book again.
function ChangeMade({ action, booking, texts }: { action: Props['action']; booking: LinkedBooking; texts: BookingTexts }) {
  return (
    <section aria-labelledby="booking-step-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8" data-link-changed={action}>
      <ArrivalHeading id="booking-step-heading" className="text-2xl font-bold text-slate-900">
        {action === 'reschedule' ? texts.confirmed.movedHeading : texts.change.cancelledHeading}
      </ArrivalHeading>
      {action === 'reschedule' ? (
        <BookingConfirmed start={booking.start} zone={booking.timeZone} typeName={booking.typeName} channel={booking.channel} texts={texts} />
      ) : (
        <>
          <p className="mt-2 text-slate-700">{texts.change.cancelledText}</p>
          <Link href={texts.hrefs.book} className={`${buttonClass('primary')} mt-6`}>
            {texts.change.bookAgain}
          </Link>
        </>
      )}
    </section>
  );
}

function CurrentBooking({ booking, texts }: { booking: LinkedBooking; texts: BookingTexts }) {
  return (
    <section aria-labelledby="booking-current" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
      <h2 id="booking-current" className="text-xl font-bold text-slate-900">
        {texts.change.current}
      </h2>
      <BookingFacts start={booking.start} zone={booking.timeZone} typeName={booking.typeName} channel={booking.channel} texts={texts} />
    </section>
  );
}

const PROBLEM_TEXTS = {
  invalid: ['invalidHeading', 'invalidText'],
  expired: ['expiredHeading', 'expiredText'],
  used: ['usedHeading', 'usedText'],
  cancelled: ['cancelledHeading', 'cancelledText'],
  over: ['overHeading', 'overText'],
  'too-late': ['tooLateHeading', 'tooLateText'],
} as const;

function LinkProblem({ view, texts, contact }: { view: Exclude<BookingLinkView, { kind: 'open' | 'changed' }>; texts: BookingTexts; contact: BookingContact }) {
  const [heading, text] = PROBLEM_TEXTS[view.kind];
  return (
    <section aria-labelledby="booking-link-problem" className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-8" data-link-problem={view.kind}>
      <h2 id="booking-link-problem" className="text-xl font-bold text-amber-950">
        {texts.link[heading]}
      </h2>
      <p className="mt-2 text-amber-950">{texts.link[text]}</p>
      <ContactOptions {...contact} />
      {view.kind !== 'too-late' && (
        <Link href={texts.hrefs.book} className={`${buttonClass('outline')} mt-3`}>
          {texts.change.bookAgain}
        </Link>
      )}
    </section>
  );
}
