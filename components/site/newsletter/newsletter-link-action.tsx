'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { LinkOutcome } from '@/lib/newsletter/link-outcome';

export type LinkActionTexts = { button: string; busy: string; done: string; failed: string };

type State = { answer: number; outcome: LinkOutcome | null };
// The page's Server Action (app/(site)/lang/[locale]/newsletter/actions.ts), its language bound.
export type LinkAction = (previous: State, form: FormData) => Promise<State>;

const NOT_PRESSED: State = { answer: 0, outcome: null };

type Props = {
  action: LinkAction;
  // The link's token, posted with the button.
  token: string;
  texts: LinkActionTexts;
  // What the page says for a link that names nobody, and for a spent one (rendered on the server:
  // they carry a link to the blog or the firm's address).
  invalid: ReactNode;
  gone?: ReactNode;
};

// The one button of the newsletter's link pages (confirm, unsubscribe): opening the page changed
// nothing; this POST does. A form on the page's Server Action, so it works before and without the
// page's scripts (the page comes back with the outcome). The outcome is announced in a live region
// that also takes the focus, so a screen reader reads it where the button was.
export function NewsletterLinkAction({ action, token, texts, invalid, gone }: Props) {
  // The form's action as the server renders it, and the answer to a post without scripts.
  const [postedState, formAction] = useActionState(action, NOT_PRESSED);
  // With scripts the action is called here: an unreachable server is an outcome, not a thrown error.
  const [sentState, setSentState] = useState<State | null>(null);
  const [busy, setBusy] = useState(false);
  const state = sentState ?? postedState;
  const region = useRef<HTMLDivElement>(null);
  // A ref, not state: a double click lands before React re-renders the disabled button, and a
  // second confirmation would report the link as used.
  const inFlight = useRef(false);

  useEffect(() => {
    if (state.answer > 0 && sentState) region.current?.focus();
  }, [state, sentState]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const form = new FormData(event.currentTarget);
    const previous = state;
    startTransition(async () => {
      const next = await action(previous, form).catch((error: unknown): State => {
        console.error('The newsletter link could not be sent', error);
        return { answer: previous.answer + 1, outcome: 'failed' };
      });
      inFlight.current = false;
      startTransition(() => {
        setBusy(false);
        setSentState(next);
      });
    });
  }

  const { outcome } = state;
  const finished = outcome === 'done' || outcome === 'invalid' || outcome === 'gone';
  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      {/* After a post without scripts the page comes back at its top: the outcome is focused, so the
          browser brings it into view and a screen reader reads it. */}
      <div
        ref={region}
        tabIndex={-1}
        autoFocus={postedState.answer > 0}
        role="status"
        aria-live="polite"
        className="focus:outline-none"
        data-newsletter-outcome={outcome ?? undefined}
      >
        {outcome === 'done' && <p className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900">{texts.done}</p>}
        {outcome === 'invalid' && invalid}
        {outcome === 'gone' && (gone ?? invalid)}
        {outcome === 'failed' && <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">{texts.failed}</p>}
      </div>
      {!finished && (
        <button type="submit" disabled={busy} className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}>
          {busy ? texts.busy : texts.button}
        </button>
      )}
    </form>
  );
}
