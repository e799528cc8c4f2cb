'use client';

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DescriptionItem } from '@/components/ui/description-item';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { SectionCard } from '@/components/ui/section-card';
import { FORM_COPY } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { BUSY_CALENDAR_COPY as COPY, CALENDAR_ADDRESS_MAX, CALENDAR_FORM_START, type BusyCalendarView, type CalendarFormState } from '@/lib/booking/busy-calendar';
import { formatDateTime, formatNumber } from '@/lib/time/format';

type Props = {
  calendar: BusyCalendarView | null;
  // An administrator's page for another adviser says whose calendar it is.
  ofAdviser?: boolean;
  // The page's Server Action, the adviser bound for an administrator's page.
  save: (previous: CalendarFormState, form: FormData) => Promise<CalendarFormState>;
};

// What is saved: the masked address, the last good read and how many busy times it gave, and a
// failed last read, said as an alert.
function CalendarStatus({ calendar }: { calendar: BusyCalendarView }) {
  return (
    <div className="space-y-4">
      {calendar.lastError && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{COPY.failureTitle}</p>
          <p className="mt-1 wrap-anywhere">
            {calendar.lastFailedAt && `${formatDateTime(calendar.lastFailedAt)}: `}
            {calendar.lastError}
          </p>
          <p className="mt-1">{calendar.fetchedAt ? COPY.failureKeeps : COPY.failureNoCopy}</p>
        </div>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        <DescriptionItem label={COPY.savedAddress}>
          <code className="text-sm">{calendar.maskedAddress}</code>
        </DescriptionItem>
        <DescriptionItem label={COPY.lastRead}>{calendar.fetchedAt ? formatDateTime(calendar.fetchedAt) : COPY.neverRead}</DescriptionItem>
        <DescriptionItem label={COPY.busyCount}>{formatNumber(calendar.busyCount)}</DescriptionItem>
      </dl>
    </div>
  );
}

// The address of an adviser's own calendar, set, replaced or removed. A form on its Server Action
// (useActionState): the browser posts it before the scripts load and the page comes back with the
// answer; after a refusal the typed address is back in the field with the reason under it. With
// scripts the action is called here, not through React's form action: an unreachable server then
// is a message beside the field, not the error page, and nothing typed is lost.
export function BusyCalendarForm({ calendar, ofAdviser = false, save }: Props) {
  const [postedState, formAction] = useActionState(save, CALENDAR_FORM_START);
  const [sentState, setSentState] = useState<CalendarFormState | null>(null);
  const [pending, startSending] = useTransition();
  const state = sentState ?? postedState;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startSending(async () => {
      const next = await save(state, form).catch(
        (): CalendarFormState => ({ answer: state.answer + 1, ok: false, code: 'error', message: FORM_COPY.unreachable, values: { address: String(form.get('address') ?? '') } }),
      );
      setSentState(next);
    });
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const errors = state.fieldErrors?.address;
  const id = 'busy-calendar-address';
  const hints = [COPY.addressHint, ...(calendar ? [COPY.replaceHint] : [])];

  // After a refused address, focus goes back to the field (its error is read with it).
  useEffect(() => {
    if (state.answer > 0 && errors?.length) inputRef.current?.focus();
  }, [state.answer, errors]);

  return (
    <SectionCard titleId="busy-calendar-title" title={ofAdviser ? COPY.adviserTitle : COPY.title} intro={ofAdviser ? COPY.adviserIntro : COPY.intro}>
      <div className="space-y-5">
        {calendar ? <CalendarStatus calendar={calendar} /> : <p className="text-slate-700">{COPY.none}</p>}
        <form action={formAction} onSubmit={send} method="post" noValidate aria-labelledby="busy-calendar-title" className="max-w-2xl space-y-4">
          <p role="status" className={state.ok === false && !errors?.length ? 'font-medium text-red-800' : 'font-medium text-emerald-800'}>
            {state.ok === null ? '' : state.ok ? state.message : errors?.length ? '' : `${COPY.failed} ${state.message ?? ''}`}
          </p>
          <Field id={id} label={COPY.addressLabel} hints={hints} errors={errors}>
            {/* Remounted with each answer: the typed address comes back after a refusal, an empty field after success. */}
            <input
              key={state.answer}
              ref={inputRef}
              id={id}
              name="address"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={CALENDAR_ADDRESS_MAX}
              defaultValue={state.values.address}
              className={FIELD_CLASS}
              {...fieldA11y(id, { hints, errors })}
            />
          </Field>
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={pending} label={COPY.save} busyLabel={COPY.saving} />
            {calendar && (
              <button type="submit" name="intent" value="remove" formNoValidate disabled={pending} className={buttonClass('secondary')}>
                {COPY.remove}
              </button>
            )}
          </div>
        </form>
      </div>
    </SectionCard>
  );
}
