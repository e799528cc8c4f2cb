'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';
import type { InvitationDto } from '@/lib/staff/invitation-dto';

// Send a pending invitation again (a new link, another 48 hours) or withdraw it.
export function InvitationActions({ invitation }: { invitation: InvitationDto }) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();

  function send(url: string, method: 'POST' | 'DELETE', done: string) {
    startTransition(async () => {
      const result = await callAdminApi(url, { method });
      if (result.ok) {
        toast.success(done);
        startTransition(() => router.refresh());
        return;
      }
      if (result.status === 401) return goToLogin();
      toast.error(result.message ?? 'The invitation could not be changed');
    });
  }

  const base = `/api/v1/staff/invitations/${invitation._id}`;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => send(`${base}/resend`, 'POST', `Invitation sent again to ${invitation.email}`)}
        className={buttonClass('secondary', 'sm')}
        aria-label={`Send the invitation to ${invitation.email} again`}
      >
        Send again
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Withdraw the invitation to ${invitation.email}? The link in it stops working.`)) send(base, 'DELETE', `Invitation to ${invitation.email} withdrawn`);
        }}
        className={buttonClass('danger', 'sm')}
        aria-label={`Withdraw the invitation to ${invitation.email}`}
      >
        Withdraw
      </button>
    </div>
  );
}
