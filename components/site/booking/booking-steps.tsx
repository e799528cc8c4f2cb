import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import type { PublicFormAction } from '@/components/site/use-public-form';
import type { Channel } from '@/lib/booking/booking';
import type { BookingFormResult } from '@/lib/booking/booking-form';
import { stepsQuery, type BookingStepsView } from '@/lib/booking/booking-steps';
import { addMonths } from '@/lib/booking/month';
import type { ZoneChoice } from '@/lib/time/zones';
import { BookingDetailsForm } from './booking-details-form';
import type { BookingTexts } from './booking-texts';
import { ChangeForm } from './change-form';
import { ChosenTime } from './chosen-time';
import { DaySlots } from './day-slots';
import type { BookingContact } from './link-answer';
import { MonthCalendar } from './month-calendar';

export type StepsForm =
  | { kind: 'book'; action: PublicFormAction<BookingFormResult>; typeId: string }
  | { kind: 'move'; action: PublicFormAction<BookingFormResult>; token: string; contact: BookingContact };

type Props = {
  view: BookingStepsView;
  // The page's own address in its language, without a query; `carry` goes into every step's query
  // (a reschedule link's token).
  path: string;
  carry?: Record<string, string>;
  typeName: string;
  channel: Channel;
  form: StepsForm;
  zones: ZoneChoice[];
  texts: BookingTexts;
};

// The booking picker as plain pages, for a browser without scripts (issue 41): the zone is a GET
// form, the months, days and times are links, each step an address with what was chosen so far
// (nothing personal), and the details one form posted to the Server Action.
export function BookingSteps({ view, path, carry = {}, typeName, channel, form, zones, texts }: Props) {
  const href = (step: Parameters<typeof stepsQuery>[0]) => `${path}?${stepsQuery(step, carry)}`;
  const { zone, month, day, time } = view;

  if (time) {
    const chosenTime = <ChosenTime typeName={typeName} chosen={time} zone={zone} texts={texts} change={{ href: href({ zone, month, day }) }} />;
    const standalone = { typeName, channel, chosenTime };
    return (
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8" data-booking-step="details">
        {form.kind === 'book' ? (
          <BookingDetailsForm action={form.action} typeId={form.typeId} chosen={time} zone={zone} standalone={standalone} texts={texts} />
        ) : (
          // A move ends on the link's page of the change made, so its heading and time stay here.
          <>
            <h2 id="booking-step-heading" className="text-2xl font-bold text-slate-900">
              {texts.change.rescheduleHeading}
            </h2>
            {chosenTime}
            <ChangeForm action={form.action} token={form.token} chosen={time} zone={zone} contact={form.contact} texts={texts} />
          </>
        )}
      </section>
    );
  }

  const free = Object.keys(view.slotsByDay);
  const monthLink = (target: string) => (target >= view.firstMonth && target <= view.lastMonth ? href({ zone, month: target }) : null);
  return (
    <section aria-labelledby="booking-step-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8" data-booking-step="pick">
      <h2 id="booking-step-heading" className="text-2xl font-bold text-slate-900">
        {texts.picker.pickHeading}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          <ZoneForm path={path} carry={{ ...carry, month }} zone={zone} zones={zones} texts={texts} />
          <MonthCalendar
            month={month}
            freeDays={new Set(free)}
            selectedDay={day}
            canGoBack={month > view.firstMonth}
            canGoForward={month < view.lastMonth}
            links={{ previous: monthLink(addMonths(month, -1)), next: monthLink(addMonths(month, 1)), days: Object.fromEntries(free.map((free) => [free, href({ zone, month, day: free })])) }}
            weekdays={texts.weekdays}
            texts={texts.picker}
            dateLocale={texts.dateLocale}
          />
        </div>
        <div>
          {free.length === 0 && <p className="text-slate-700">{texts.picker.noneThisMonth}</p>}
          {day && view.slotsByDay[day] ? (
            <DaySlots
              day={day}
              slots={view.slotsByDay[day]}
              zone={zone}
              chosen={null}
              hrefs={Object.fromEntries(view.slotsByDay[day].map((slot) => [slot, href({ zone, month, day, time: slot })]))}
              texts={texts.picker}
              dateLocale={texts.dateLocale}
            />
          ) : (
            free.length > 0 && <p className="text-slate-700">{texts.picker.chooseDay}</p>
          )}
        </div>
      </div>
    </section>
  );
}

// The zone the times are shown in: a plain select, sent as a GET form (the picker's searchable
// field needs scripts).
function ZoneForm({ path, carry, zone, zones, texts }: { path: string; carry: Record<string, string>; zone: string; zones: ZoneChoice[]; texts: BookingTexts }) {
  return (
    <form method="get" action={path} className="space-y-2">
      {Object.entries(carry).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="booking-zone" className="block font-medium text-slate-900">
        {texts.picker.zoneLabel}
      </label>
      <select id="booking-zone" name="zone" defaultValue={zone} className={FIELD_CLASS}>
        {[
          { label: texts.picker.zoneCommon, choices: zones.filter((choice) => choice.common) },
          { label: texts.picker.zoneAll, choices: zones.filter((choice) => !choice.common) },
        ].map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="submit" className={buttonClass('secondary', 'sm')}>
        {texts.steps.zoneApply}
      </button>
    </form>
  );
}
