'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { postJson } from '@/components/ui/fetch-json';
import { linkOutcome, type LinkOutcome } from '@/lib/newsletter/link-outcome';

export type LinkActionTexts = { button: string; busy: string; done: string; failed: string };

type Props = {
  // The route the button posts to, and its JSON body.
  url: string;
  body: Record<string, unknown>;
  texts: LinkActionTexts;
  // What the page says for a link that names nobody, and for a spent one (rendered on the server:
  // they carry a link to the blog or the firm's address).
  invalid: ReactNode;
  gone?: ReactNode;
};

// The one button of the newsletter's link pages (confirm, unsubscribe): opening the page changed
// nothing; this POST does. The outcome is announced in a live region that also takes the focus, so
// a screen reader reads it where the button was.
export function NewsletterLinkAction({ url, body, texts, invalid, gone }: Props) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  const region = useRef<HTMLDivElement>(null);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  useEffect(() => {
    if (outcome) region.current?.focus();
  }, [outcome]);

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    const result = await postJson(url, body);
    inFlight.current = false;
    setBusy(false);
    setOutcome(linkOutcome(result));
  }

  const finished = outcome === 'done' || outcome === 'invalid' || outcome === 'gone';
  return (
    <div className="space-y-4">
      <div ref={region} tabIndex={-1} role="status" aria-live="polite" className="focus:outline-none" data-newsletter-outcome={outcome ?? undefined}>
        {outcome === 'done' && <p className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900">{texts.done}</p>}
        {outcome === 'invalid' && invalid}
        {outcome === 'gone' && (gone ?? invalid)}
        {outcome === 'failed' && <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">{texts.failed}</p>}
      </div>
      {!finished && (
        <button type="button" onClick={() => void send()} disabled={busy} className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}>
          {busy ? texts.busy : texts.button}
        </button>
      )}
    </div>
  );
}
