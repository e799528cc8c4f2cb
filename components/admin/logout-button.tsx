'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ADMIN_SHELL_COPY as COPY } from '@/lib/content/admin-navigation';
import { FOCUS_RING_ON_DARK } from '@/components/ui/focus-ring';

// Signs out on the server (the session is revoked there, not just forgotten by the browser).
export function LogoutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      const response = await fetch('/api/v1/users/logout', { method: 'POST' });
      if (!response.ok) throw new Error(`Logout answered ${response.status}`);
      // The refresh drops the router's cached admin pages, so Back cannot show them again unguarded.
      router.replace('/');
      router.refresh();
    } catch (error) {
      console.error(error);
      toast.error(COPY.logoutFailed);
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void logout()}
      className={`flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 font-medium text-blue-100 hover:bg-white/10 hover:text-white disabled:cursor-not-allowed disabled:opacity-70 ${FOCUS_RING_ON_DARK}`}
    >
      <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
      {busy ? COPY.loggingOut : COPY.logout}
    </button>
  );
}
