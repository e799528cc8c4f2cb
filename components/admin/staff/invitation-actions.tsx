'use client';

import { DeleteButton } from '@/components/admin/shared/delete-button';
import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import type { Action } from '@/lib/actions/result';
import type { InvitationDto } from '@/lib/staff/staff-member';

type Props = { invitation: InvitationDto; resend: Action<string>; withdraw: Action<string> };

// Send a pending invitation again (a new link, another 48 hours) or withdraw it.
export function InvitationActions({ invitation, resend, withdraw }: Props) {
  const { pending, run } = useAction();
  const failed = 'The invitation could not be changed';
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        disabled={pending}
        onClick={() => run(() => resend(invitation._id), { success: `Invitation sent again to ${invitation.email}`, failed })}
        className={buttonClass('secondary', 'sm')}
        aria-label={`Send the invitation to ${invitation.email} again`}
      >
        Send again
      </button>
      <DeleteButton
        action={withdraw}
        id={invitation._id}
        name={`the invitation to ${invitation.email}`}
        confirm={`Withdraw the invitation to ${invitation.email}? The link in it stops working.`}
        copy={{ deleteLabel: 'Withdraw', deletingLabel: 'Withdrawing...', deleted: `Invitation to ${invitation.email} withdrawn`, deleteFailed: failed }}
      />
    </div>
  );
}
