'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { BookingConfirmation, Channel } from '@/lib/booking/booking';
import type { BookingFormResult } from '@/lib/booking/booking-form';
import type { PublicFormAction } from '@/components/site/use-public-form';
import { fetchSlots } from '@/lib/booking/booking-api';
import { addMonths, monthOf, openingMonth, slotsByDay, slotsRangeForMonth } from '@/lib/booking/month';
import { browserTimeZone, dayInZone } from '@/lib/time/format';
import { BookingConfirmed } from './booking-confirmed';
import { BookingDetailsForm } from './booking-details-form';
import type { BookingTexts } from './booking-texts';
import { DaySlots } from './day-slots';
import type { BookingContact } from './link-answer';
import { MonthCalendar } from './month-calendar';
import { ChangeForm } from './change-form';
import { ChosenTime } from './chosen-time';
import { ZoneSelect } from './zone-select';

// Book: a new booking of the type. Reschedule: a new time for the booking the link's token names
// (`start` its time now: the picker opens on its month).
export type PickerMode = { kind: 'book'; typeId: string } | { kind: 'reschedule'; typeId: string; token: string; start: string };

type Props = {
  mode: PickerMode;
  // The page's bound Server Action: bookConsultationAction or rescheduleBookingAction.
  action: PublicFormAction<BookingFormResult>;
  typeName: string;
  channel: Channel;
  horizonDays: number;
  texts: BookingTexts;
  // The firm's phone and WhatsApp, offered when a move by link is refused.
  contact: BookingContact;
  // Shown until the picker's scripts run (and so without them): the way to the same steps as
  // pages (components/site/booking/booking-steps.tsx), or the steps themselves.
  withoutScripts?: React.ReactNode;
};

type Step = 'pick' | 'details' | 'done';
const DAY_MS = 86_400_000;
const subscribe = () => () => undefined;

// The booking page's picker: a month of days with free times → the times of a day on the visitor's
// clock (their browser's zone, or one they choose) → their details (or, moving a booking, a
// reason) → the confirmation. Each step's heading takes the focus; one live region says what is
// loading or failed.
export function BookingPicker({ mode, action, typeName, channel, horizonDays, texts, contact, withoutScripts }: Props) {
  // The browser's zone, read once in the browser (the server renders the page for everyone).
  const detectedZone = useSyncExternalStore(subscribe, browserTimeZone, () => null);
  const [pickedZone, setPickedZone] = useState<string | null>(null);
  const zone = pickedZone ?? detectedZone;
  const [now] = useState(() => Date.now());
  const firstMonth = zone ? monthOf(dayInZone(now, zone)) : null;
  const lastMonth = zone ? monthOf(dayInZone(now + (horizonDays + 1) * DAY_MS, zone)) : null;
  const [monthChoice, setMonthChoice] = useState<string | null>(null);
  const bookedMonth = zone && mode.kind === 'reschedule' ? monthOf(dayInZone(mode.start, zone)) : null;
  const month = monthChoice ?? (firstMonth && lastMonth ? openingMonth(firstMonth, lastMonth, bookedMonth) : firstMonth);
  // The free times fetched per visible month ('failed' until tried again).
  const [slotsByMonth, setSlotsByMonth] = useState<Record<string, string[] | 'failed'>>({});
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('pick');
  const [confirmation, setConfirmation] = useState<BookingConfirmation | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const dayHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step>(step);

  const monthSlots = month ? slotsByMonth[month] : undefined;
  const linkToken = mode.kind === 'reschedule' ? mode.token : undefined;
  useEffect(() => {
    if (!month || monthSlots !== undefined) return;
    const controller = new AbortController();
    const { from, to } = slotsRangeForMonth(month);
    void fetchSlots(mode.typeId, from, to, controller.signal, linkToken).then((answer) => {
      if (!controller.signal.aborted) setSlotsByMonth((current) => ({ ...current, [month]: answer.ok ? answer.slots : 'failed' }));
    });
    return () => controller.abort();
  }, [month, monthSlots, mode.typeId, linkToken]);

  // A new step's heading takes the focus (not on the page's first render).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const byDay = useMemo(() => {
    if (!zone || !month || !Array.isArray(monthSlots)) return new Map<string, string[]>();
    return new Map([...slotsByDay(monthSlots, zone)].filter(([day]) => monthOf(day) === month));
  }, [zone, month, monthSlots]);
  const daySlots = selectedDay ? byDay.get(selectedDay) : undefined;

  function chooseDay(day: string) {
    setSelectedDay(day);
    // After the list renders: the day's heading, so a screen reader reads the times next.
    window.requestAnimationFrame(() => dayHeading.current?.focus());
  }

  function moveMonth(delta: 1 | -1) {
    if (!month) return;
    setMonthChoice(addMonths(month, delta));
    setSelectedDay(null);
  }

  function retry() {
    if (!month) return;
    setSlotsByMonth((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== month)));
  }

  function done(answer: BookingConfirmation) {
    setConfirmation(answer);
    setStep('done');
  }

  const heading =
    step === 'pick'
      ? texts.picker.pickHeading
      : step === 'details'
        ? mode.kind === 'book'
          ? texts.details.heading
          : texts.change.rescheduleHeading
        : mode.kind === 'book'
          ? texts.confirmed.heading
          : texts.confirmed.movedHeading;
  const status = !zone ? texts.picker.zonePending : monthSlots === undefined ? texts.picker.loading : monthSlots === 'failed' ? texts.picker.loadFailed : '';

  if (!zone && withoutScripts) return <>{withoutScripts}</>;
  return (
    <section aria-labelledby="booking-step-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8" data-booking-step={step}>
      <h2 id="booking-step-heading" ref={stepHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {heading}
      </h2>

      {step === 'pick' && (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="space-y-6">
            {zone && <ZoneSelect zone={zone} onZone={setPickedZone} texts={texts.picker} dateLocale={texts.dateLocale} />}
            {zone && month && firstMonth && lastMonth && (
              <MonthCalendar
                month={month}
                freeDays={new Set(byDay.keys())}
                selectedDay={selectedDay}
                canGoBack={month > firstMonth}
                canGoForward={month < lastMonth}
                onMonth={moveMonth}
                onDay={chooseDay}
                weekdays={texts.weekdays}
                texts={texts.picker}
                dateLocale={texts.dateLocale}
              />
            )}
          </div>
          <div>
            <div role="status" aria-live="polite" className="text-slate-700">
              {status && <p>{status}</p>}
              {Array.isArray(monthSlots) && byDay.size === 0 && <p>{texts.picker.noneThisMonth}</p>}
            </div>
            {monthSlots === 'failed' && (
              <button type="button" className={`${buttonClass('secondary', 'sm')} mt-3`} onClick={retry}>
                {texts.picker.retry}
              </button>
            )}
            {zone && daySlots && selectedDay ? (
              <DaySlots
                day={selectedDay}
                slots={daySlots}
                zone={zone}
                chosen={chosen}
                onChoose={(slot) => {
                  setChosen(slot);
                  setStep('details');
                }}
                headingRef={dayHeading}
                texts={texts.picker}
                dateLocale={texts.dateLocale}
              />
            ) : (
              byDay.size > 0 && <p className="text-slate-700">{texts.picker.chooseDay}</p>
            )}
          </div>
        </div>
      )}

      {/* Mounted from the first time chosen on, hidden while another is picked: what was typed stays. */}
      {step !== 'done' && zone && chosen && (
        <div hidden={step !== 'details'}>
          <ChosenTime typeName={typeName} chosen={chosen} zone={zone} texts={texts} change={{ onClick: () => setStep('pick') }} />
          {mode.kind === 'book' ? (
            <BookingDetailsForm action={action} typeId={mode.typeId} chosen={chosen} zone={zone} onBooked={done} texts={texts} />
          ) : (
            <ChangeForm action={action} token={mode.token} chosen={chosen} zone={zone} contact={contact} texts={texts} />
          )}
        </div>
      )}

      {step === 'done' && zone && confirmation && <BookingConfirmed start={confirmation.start} zone={zone} typeName={typeName} channel={channel} texts={texts} />}
    </section>
  );
}
