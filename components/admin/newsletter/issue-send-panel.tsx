'use client';

import { LoaderCircle, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ActionButton } from '@/components/ui/form/action-button';
import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useAction } from '@/components/ui/form/use-action';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { LANGUAGE_NAMES, type Locale } from '@/i18n/locales';
import type { Action } from '@/lib/actions/result';
import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';
import { ISSUE_HINTS, ISSUE_LABELS, issueScheduleFormInput, issueScheduleFormValues, type IssueRecord, type IssueScheduleFormInput } from '@/lib/newsletter/newsletter-issue';
import { formatDateTime } from '@/lib/time/format';

const TEXT = COPY.sending;

type Props = {
  issue: Pick<IssueRecord, 'id' | 'subject' | 'locale' | 'status' | 'scheduledAt'>;
  // The signed-in member's address (the test goes there) and how many would receive it now.
  email: string;
  recipients: number;
  sendTest: Action<string, { to: string }>;
  // sendIssue bound to the issue's id.
  send: Action<IssueScheduleFormInput>;
  cancelSchedule: Action<string>;
};

// What can be done with an issue that has not started going out: a test to oneself, sending now
// (after a dialog that says how many will receive it), or at a Berlin time, and taking a schedule
// back. Each is one action on the saved issue; the page refreshes with the new status.
export function IssueSendPanel({ issue, email, recipients, sendTest, send, cancelSchedule }: Props) {
  const test = useAction();
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">{TEXT.savedVersion}</p>
      <div className="space-y-2">
        <p className="text-sm text-slate-700">{TEXT.testIntro(email)}</p>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={test.pending}
          aria-busy={test.pending || undefined}
          onClick={() => test.run(() => sendTest(issue.id), { success: TEXT.testSent(email), failed: TEXT.failed })}
        >
          {test.pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {test.pending ? TEXT.testing : TEXT.test}
        </button>
      </div>

      {issue.status === 'scheduled' && issue.scheduledAt && (
        <div className="space-y-2 rounded-lg border border-blue-200 bg-blue-50 p-4">
          <p className="font-medium text-blue-950">{TEXT.scheduledFor(formatDateTime(issue.scheduledAt, 'long'))}</p>
          <ActionButton size="sm" label={TEXT.cancelSchedule} busyLabel={TEXT.cancellingSchedule} call={() => cancelSchedule(issue.id)} success={TEXT.unscheduled} failed={TEXT.failed} />
        </div>
      )}

      <SendNowButton locale={issue.locale} recipients={recipients} send={send} />
      <SendAtForm scheduledAt={issue.scheduledAt} send={send} />
    </div>
  );
}

function SendNowButton({ locale, recipients, send }: { locale: Locale; recipients: number; send: Props['send'] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { pending, run } = useAction();
  const [problem, setProblem] = useState<string | null>(null);

  function onSend() {
    setProblem(null);
    run(() => send({ when: 'now' }), {
      success: TEXT.started,
      failed: TEXT.failed,
      onSuccess: () => dialog.current?.close(),
      onFailure: (result) => setProblem(result.code === 'error' ? TEXT.failed : result.message),
    });
  }

  return (
    <>
      <button ref={opener} type="button" className={buttonClass('primary')} onClick={() => dialog.current?.showModal()}>
        <Send aria-hidden="true" className="h-4 w-4" />
        {TEXT.sendNow}
      </button>
      <ConfirmDialog
        ref={dialog}
        id="issue-send-now"
        title={TEXT.sendNowConfirm}
        problem={problem}
        cancelLabel={COPY.cancel}
        onClose={() => {
          setProblem(null);
          opener.current?.focus();
        }}
        confirm={
          <button type="button" className={buttonClass('primary')} disabled={pending} aria-busy={pending || undefined} onClick={onSend}>
            {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
            {pending ? TEXT.sendingNow : TEXT.sendNow}
          </button>
        }
      >
        <p>{TEXT.recipients(recipients, LANGUAGE_NAMES[locale])}</p>
        <p className="text-sm text-slate-700">{TEXT.cannotUndo}</p>
      </ConfirmDialog>
    </>
  );
}

// A Berlin wall-clock time; a refused one (past, malformed) stays in the field with its message.
function SendAtForm({ scheduledAt, send }: { scheduledAt: string | null; send: Props['send'] }) {
  const kit = useActionForm<{ at: string }, IssueScheduleFormInput>({
    defaultValues: issueScheduleFormValues(scheduledAt),
    action: send,
    toInput: issueScheduleFormInput,
    saved: TEXT.scheduled,
    fixFields: COPY.fixFields,
    failed: TEXT.failed,
  });
  return (
    <ActionForm kit={kit} idPrefix="issue-schedule" warnUnsaved={false} aria-label={scheduledAt ? TEXT.changeTime : TEXT.sendAt} className="max-w-md space-y-3">
      <TextField name="at" type="datetime-local" label={ISSUE_LABELS.at} hints={[ISSUE_HINTS.at]} required />
      <SubmitButton busy={kit.busy} label={scheduledAt ? TEXT.changeTime : TEXT.sendAt} busyLabel={TEXT.scheduling} variant="outline" />
    </ActionForm>
  );
}
