'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Dialog, DialogCloseButton } from '@/components/ui/dialog';
import { ActionForm } from '@/components/ui/form/action-form';
import { SelectField, TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionResult } from '@/lib/actions/result';
import { BOOKING_ACTION_COPY as COPY } from '@/lib/content/agenda';
import { berlinDay } from '@/lib/time/berlin';
import { formatDay, formatTime } from '@/lib/time/format';
import { REASON_MAX_LENGTH, type CancelConsultationInput, type MoveConsultationInput } from '@/lib/booking/agenda-changes';

// One booking's actions, each bound to the booking by the page.
export type BookingActionCalls = {
  cancel: (input: CancelConsultationInput) => Promise<ActionResult<void>>;
  moveTimes: (input: undefined) => Promise<ActionResult<string[]>>;
  move: (input: MoveConsultationInput) => Promise<ActionResult<void>>;
  markOutcome: (input: { outcome: 'done' | 'no-show' }) => Promise<ActionResult<void>>;
};

type Change = 'cancel' | 'move' | 'done' | 'no-show';

type Props = {
  // What the buttons name, so each row's buttons say whose consultation they change.
  label: string;
  // The booking's card: the focus goes there when the change took the button away (a booking
  // marked or cancelled has none left).
  cardId: string;
  // Cancel and move for a booking still to come; done and no-show once it has started.
  changes: Change[];
  calls: BookingActionCalls;
};

// The buttons of one booking in the agenda and the dialog each opens: it says whether the visitor
// is told, and asks before anything changes. The action refreshes the agenda.
export function BookingActions({ label, cardId, changes, calls }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  // Set when a dialog closes: if the change then takes the button away, the card gets the focus.
  const returnFocus = useRef(false);
  const changeKey = changes.join(' ');
  useEffect(() => {
    if (!returnFocus.current || opener.current?.isConnected) return;
    returnFocus.current = false;
    document.getElementById(cardId)?.focus();
  }, [changeKey, cardId]);
  const titleId = useId();
  const tellsId = useId();

  function open(next: Change, button: HTMLButtonElement) {
    opener.current = button;
    setChange(next);
    // The dialog's content renders first, so its heading labels it when it opens.
    requestAnimationFrame(() => dialog.current?.showModal());
  }
  const close = () => dialog.current?.close();

  return (
    <>
      {changes.length > 0 && (
        <div role="group" aria-label={label} className="flex flex-wrap gap-2">
          {changes.map((each) => (
            <button
              key={each}
              type="button"
              aria-label={`${COPY[each].button}: ${label}`}
              className={buttonClass(each === 'cancel' ? 'danger' : 'secondary', 'sm')}
              onClick={(event) => open(each, event.currentTarget)}
            >
              {COPY[each].button}
            </button>
          ))}
        </div>
      )}
      <Dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={tellsId}
        onClose={() => {
          setChange(null);
          if (opener.current?.isConnected) {
            returnFocus.current = true;
            opener.current.focus();
          } else document.getElementById(cardId)?.focus();
        }}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      >
        {change && (
          <div className="space-y-4 p-5 sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-xl font-bold">
                {COPY[change].title}
              </h2>
              <DialogCloseButton label={COPY.close} onClick={close} />
            </div>
            <p className="text-sm text-slate-600">{label}</p>
            <p id={tellsId}>{COPY[change].tells}</p>
            {change === 'cancel' && <CancelForm cancel={calls.cancel} onDone={close} />}
            {change === 'move' && <MoveForm moveTimes={calls.moveTimes} move={calls.move} onDone={close} />}
            {(change === 'done' || change === 'no-show') && <OutcomeForm outcome={change} markOutcome={calls.markOutcome} onDone={close} />}
          </div>
        )}
      </Dialog>
    </>
  );
}

function Buttons({ busy, label, busyLabel, danger = false, onKeep }: { busy: boolean; label: string; busyLabel: string; danger?: boolean; onKeep: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" className={buttonClass('secondary')} onClick={onKeep}>
        {COPY.keep}
      </button>
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} variant={danger ? 'danger' : 'primary'} />
    </div>
  );
}

function ReasonField() {
  return <TextField name="reason" label={COPY.cancel.reason} rows={3} maxLength={REASON_MAX_LENGTH} />;
}

function CancelForm({ cancel, onDone }: { cancel: BookingActionCalls['cancel']; onDone: () => void }) {
  const kit = useActionForm({ defaultValues: { reason: '' }, action: cancel, saved: COPY.cancel.done, failed: COPY.failed, onSaved: onDone });
  return (
    <ActionForm kit={kit} idPrefix="booking-cancel" warnUnsaved={false} className="space-y-4">
      <ReasonField />
      <Buttons busy={kit.busy} label={COPY.cancel.confirm} busyLabel={COPY.cancel.busy} danger onKeep={onDone} />
    </ActionForm>
  );
}

// The free times, grouped by their Berlin day; loaded when the dialog opens, so they are current.
function MoveForm({ moveTimes, move, onDone }: { moveTimes: BookingActionCalls['moveTimes']; move: BookingActionCalls['move']; onDone: () => void }) {
  const [times, setTimes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const kit = useActionForm({
    defaultValues: { start: '', reason: '' },
    action: move,
    saved: COPY.move.done,
    failed: COPY.failed,
    onSaved: onDone,
  });
  const { setValue } = kit.form;

  useEffect(() => {
    let current = true;
    moveTimes(undefined)
      .then((result) => {
        if (!current) return;
        if (result.ok) {
          setTimes(result.data);
          setValue('start', result.data[0] ?? '');
        } else setProblem(result.message);
      })
      .catch(() => current && setProblem(COPY.move.loadFailed));
    return () => {
      current = false;
    };
  }, [moveTimes, setValue]);

  if (problem) return <p role="alert" className="text-red-700">{`${COPY.move.loadFailed} ${problem}`}</p>;
  if (!times) return <p role="status">{COPY.move.loading}</p>;
  if (times.length === 0) return <p role="status">{COPY.move.none}</p>;
  const days = [...new Set(times.map((time) => berlinDay(new Date(time))))];
  return (
    <ActionForm kit={kit} idPrefix="booking-move" warnUnsaved={false} className="space-y-4">
      <SelectField name="start" label={COPY.move.time} required>
        {days.map((day) => (
          <optgroup key={day} label={formatDay(day, 'full')}>
            {times
              .filter((time) => berlinDay(new Date(time)) === day)
              .map((time) => (
                <option key={time} value={time}>
                  {formatTime(time)}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <ReasonField />
      <Buttons busy={kit.busy} label={COPY.move.confirm} busyLabel={COPY.move.busy} onKeep={onDone} />
    </ActionForm>
  );
}

function OutcomeForm({ outcome, markOutcome, onDone }: { outcome: 'done' | 'no-show'; markOutcome: BookingActionCalls['markOutcome']; onDone: () => void }) {
  const kit = useActionForm({
    defaultValues: {},
    action: () => markOutcome({ outcome }),
    saved: COPY[outcome].done,
    failed: COPY.failed,
    onSaved: onDone,
  });
  return (
    <ActionForm kit={kit} idPrefix={`booking-${outcome}`} warnUnsaved={false}>
      <Buttons busy={kit.busy} label={COPY[outcome].confirm} busyLabel={COPY[outcome].busy} onKeep={onDone} />
    </ActionForm>
  );
}
