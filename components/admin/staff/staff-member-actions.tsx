'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { ROLE_LABELS } from '@/lib/content/admin-navigation';
import type { StaffMemberDto } from '@/lib/staff/dto';
import { USER_ROLES, type UserRole } from '@/lib/validation/user';

// One member's controls: role, disable or enable, remove. Each change is sent at once; the server
// refuses what would leave the firm without an active administrator, and says so.
export function StaffMemberActions({ member, isSelf }: { member: StaffMemberDto; isSelf: boolean }) {
  const router = useRouter();
  const roleId = useId();
  const [role, setRole] = useState<UserRole>(member.role);
  const [busy, startTransition] = useTransition();

  function send(method: 'PATCH' | 'DELETE', body: object | null, done: string, onFail?: () => void) {
    startTransition(async () => {
      const result = await callAdminApi(`/api/v1/staff/${member._id}`, {
        method,
        ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
      });
      if (result.ok) {
        toast.success(done);
        startTransition(() => router.refresh());
        return;
      }
      onFail?.();
      if (result.status === 401) return goToLogin();
      toast.error(result.message ?? 'The change could not be saved');
    });
  }

  function changeRole(next: UserRole) {
    const before = role;
    setRole(next);
    send('PATCH', { role: next }, `${member.name} is now ${ROLE_LABELS[next]}`, () => setRole(before));
  }

  function toggleDisabled() {
    const disabling = !member.disabled;
    if (disabling && !window.confirm(`Disable ${member.name}? They are signed out at once and cannot sign in until enabled again.`)) return;
    send('PATCH', { disabled: disabling }, disabling ? `${member.name} is disabled` : `${member.name} is enabled`);
  }

  function resetTwoFactor() {
    if (!window.confirm(`Reset ${member.name}'s two-factor sign-in? Use this when they lost their phone and their recovery codes. They are signed out and set it up again after signing in with their password.`)) return;
    send('PATCH', { resetTwoFactor: true }, `${member.name}'s two-factor sign-in was reset`);
  }

  function remove() {
    if (!window.confirm(`Remove ${member.name}'s account? This cannot be undone.`)) return;
    send('DELETE', null, `${member.name} was removed`);
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={roleId} className="block text-sm font-medium text-slate-800">
          Role{isSelf ? ' (you)' : ''}
        </label>
        <select id={roleId} value={role} disabled={busy} onChange={(event) => changeRole(event.target.value as UserRole)} className={`${FIELD_CLASS} min-h-11`}>
          {USER_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" disabled={busy} onClick={toggleDisabled} className={buttonClass('secondary', 'sm')} aria-label={`${member.disabled ? 'Enable' : 'Disable'}: ${member.name}`}>
        {member.disabled ? 'Enable' : 'Disable'}
      </button>
      {member.twoFactor && !isSelf ? (
        <button type="button" disabled={busy} onClick={resetTwoFactor} className={buttonClass('secondary', 'sm')} aria-label={`Reset two-factor: ${member.name}`}>
          Reset two-factor
        </button>
      ) : null}
      <button type="button" disabled={busy} onClick={remove} className={buttonClass('danger', 'sm')} aria-label={`Remove: ${member.name}`}>
        Remove
      </button>
    </div>
  );
}
