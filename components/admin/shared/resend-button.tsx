'use client';

import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';
import type { ResendMail } from './lead-actions';

// Sends a failed e-mail of a lead again (the outbox takes it from there).
export function ResendButton({ enquiryId, kind, label, resend }: { enquiryId: string; kind: string; label: string; resend: ResendMail }) {
  const { pending, run } = useAction();
  return (
    <button
      type="button"
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => run(() => resend({ id: enquiryId, kind }), { success: COPY.resent, failed: COPY.resendFailed })}
      aria-label={label}
      className={buttonClass('secondary', 'sm')}
    >
      {COPY.resend}
    </button>
  );
}
