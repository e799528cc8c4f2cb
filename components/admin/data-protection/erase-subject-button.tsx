'use client';

import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { ConfirmButton, ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAction } from '@/components/ui/form/use-action';
import type { ActionResult } from '@/lib/actions/result';
import type { DataSubjectSummary, ErasureReport } from '@/lib/data-subject/dto';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Props = { summary: DataSubjectSummary; erase: (input: { email: string }) => Promise<ActionResult<ErasureReport>> };

// "Erase everything", behind a dialog that names what goes. The action refreshes the page, so the
// screen then says nothing is held. A refusal is said in the dialog, which covers the toasts.
export function EraseSubjectButton({ summary, erase }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { pending: busy, run } = useAction();
  const [problem, setProblem] = useState<string | null>(null);

  function onErase() {
    setProblem(null);
    run(() => erase({ email: summary.email }), {
      failed: 'Nothing was erased. Please try again.',
      onSuccess: (report) => {
        dialog.current?.close();
        toast.success(`Erased ${count(report.enquiries, 'enquiry', 'enquiries')}, ${count(report.events, 'action', 'actions')}${report.bookings ? `, ${count(report.bookings, 'booking', 'bookings')}` : ''}${report.newsletterSubscriptions ? ', the newsletter subscription' : ''} and ${count(report.emails, 'e-mail', 'e-mails')}`);
      },
      onFailure: (result) => setProblem(result.code === 'error' ? 'Nothing was erased. Please try again.' : result.message),
    });
  }

  return (
    <>
      <button ref={opener} type="button" className={buttonClass('danger')} onClick={() => dialog.current?.showModal()}>
        Erase everything
      </button>
      <ConfirmDialog
        ref={dialog}
        id="erase-subject"
        title={`Erase everything held about ${summary.email}?`}
        problem={problem}
        cancelLabel="Cancel"
        onClose={() => {
          setProblem(null);
          opener.current?.focus();
        }}
        confirm={<ConfirmButton busy={busy} label="Erase everything" busyLabel="Erasing..." onClick={onErase} />}
      >
        <p>This removes for good:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{count(summary.enquiries.length, 'enquiry', 'enquiries')}, with their page and campaign information</li>
          <li>
            {count(summary.events, 'action by staff', 'actions by staff')} on them, including {count(summary.notesAndReplies, 'note or reply', 'notes and replies')}
          </li>
          {summary.bookings.length > 0 && <li>{count(summary.bookings.length, 'consultation booking', 'consultation bookings')}, with the time they hold in the agenda</li>}
          {summary.newsletter && <li>the newsletter subscription, with the proof of consent and the unsubscribe links</li>}
          <li>{count(summary.emails, 'e-mail', 'e-mails')} in the outbox, reminders still waiting included</li>
        </ul>
        <p className="text-sm text-slate-700">It cannot be undone. If the person asked for a copy, download the JSON first.</p>
      </ConfirmDialog>
    </>
  );
}
