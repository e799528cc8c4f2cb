'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';

// The firm's sign-in rule: two-factor for everyone. Saved when ticked or unticked; a failure puts
// the box back as it was.
export function SecuritySettingsForm({ requireTwoFactor }: { requireTwoFactor: boolean }) {
  const router = useRouter();
  const [checked, setChecked] = useState(requireTwoFactor);
  const [busy, startTransition] = useTransition();

  function change(next: boolean) {
    if (next && !window.confirm('Require two-factor sign-in for everyone? Members without it are asked to set it up before they can use the back office.')) return;
    setChecked(next);
    startTransition(async () => {
      const result = await callAdminApi('/api/v1/security-settings', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ requireTwoFactor: next }) });
      if (result.ok) {
        toast.success(next ? 'Two-factor sign-in is now required for everyone' : 'Two-factor sign-in is now optional');
        startTransition(() => router.refresh());
        return;
      }
      setChecked(!next);
      if (result.status === 401) return goToLogin();
      toast.error(result.message ?? 'The setting could not be saved');
    });
  }

  return (
    <label htmlFor="require-two-factor" className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
      <input
        id="require-two-factor"
        type="checkbox"
        checked={checked}
        disabled={busy}
        onChange={(event) => change(event.target.checked)}
        className="h-5 w-5 rounded border-slate-400 accent-brand-700"
      />
      Require two-factor sign-in for every account
    </label>
  );
}
