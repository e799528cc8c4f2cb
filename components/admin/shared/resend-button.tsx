'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';
import { leadUrl, leadWrite } from './lead-actions';

// Sends a failed e-mail of a lead again (the outbox takes it from there).
export function ResendButton({ enquiryId, kind, label }: { enquiryId: string; kind: string; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    const result = await leadWrite(leadUrl(enquiryId, '/mail/resend'), 'POST', { kind }, COPY.resent, COPY.resendFailed);
    setBusy(false);
    if (result.ok) router.refresh();
  }
  return (
    <button type="button" disabled={busy} aria-busy={busy || undefined} onClick={resend} aria-label={label} className={buttonClass('secondary', 'sm')}>
      {COPY.resend}
    </button>
  );
}
