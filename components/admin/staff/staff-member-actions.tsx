'use client';

import { useId, useState } from 'react';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { useAction } from '@/components/ui/form/use-action';
import type { ActionResult } from '@/lib/actions/result';
import { ROLE_LABELS, STAFF_LABELS, type StaffChange, type StaffMemberDto } from '@/lib/staff/staff-member';
import { USER_ROLES, type UserRole } from '@/lib/auth/permissions';

type Props = {
  member: StaffMemberDto;
  isSelf: boolean;
  change: (id: string, change: StaffChange) => Promise<ActionResult<unknown>>;
  remove: (id: string) => Promise<ActionResult<unknown>>;
};

const FAILED = 'The change could not be saved';

// One member's controls: role, disable or enable, remove. Each change is sent at once; the server
// refuses what would leave the firm without an active administrator, and says so.
export function StaffMemberActions({ member, isSelf, change, remove }: Props) {
  const roleId = useId();
  const [role, setRole] = useState<UserRole>(member.role);
  const { pending, run } = useAction();

  function send(update: StaffChange, success: string, onFailure?: () => void) {
    run(() => change(member._id, update), { success, failed: FAILED, onFailure });
  }

  function changeRole(next: UserRole) {
    const before = role;
    setRole(next);
    send({ role: next }, `${member.name} is now ${ROLE_LABELS[next]}`, () => setRole(before));
  }

  function toggleDisabled() {
    const disabling = !member.disabled;
    if (disabling && !window.confirm(`Disable ${member.name}? They are signed out at once and cannot sign in until enabled again.`)) return;
    send({ disabled: disabling }, disabling ? `${member.name} is disabled` : `${member.name} is enabled`);
  }

  function resetTwoFactor() {
    if (!window.confirm(`Reset ${member.name}'s two-factor sign-in? Use this when they lost their phone and their recovery codes. They are signed out and set it up again after signing in with their password.`)) return;
    send({ resetTwoFactor: true }, `${member.name}'s two-factor sign-in was reset`);
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={roleId} className="block text-sm font-medium text-slate-800">
          {STAFF_LABELS.role}{isSelf ? ' (you)' : ''}
        </label>
        <select id={roleId} value={role} disabled={pending} onChange={(event) => changeRole(event.target.value as UserRole)} className={`${FIELD_CLASS} min-h-11`}>
          {USER_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" disabled={pending} onClick={toggleDisabled} className={buttonClass('secondary', 'sm')} aria-label={`${member.disabled ? 'Enable' : 'Disable'}: ${member.name}`}>
        {member.disabled ? 'Enable' : 'Disable'}
      </button>
      {member.twoFactor && !isSelf ? (
        <button type="button" disabled={pending} onClick={resetTwoFactor} className={buttonClass('secondary', 'sm')} aria-label={`Reset two-factor: ${member.name}`}>
          Reset two-factor
        </button>
      ) : null}
      <DeleteButton
        action={remove}
        id={member._id}
        name={member.name}
        confirm={`Remove ${member.name}'s account? This cannot be undone.`}
        copy={{ deleteLabel: 'Remove', deletingLabel: 'Removing...', deleted: `${member.name} was removed`, deleteFailed: FAILED }}
      />
    </div>
  );
}
