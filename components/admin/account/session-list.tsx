'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { formatDateTime } from '@/components/admin/shared/format';
import { buttonClass } from '@/components/ui/button';
import type { SessionDto } from '@/lib/account/session-dto';

// Where the person is signed in, with a way to sign out any other device, or all of them.
export function SessionList({ sessions }: { sessions: SessionDto[] }) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const others = sessions.filter((session) => !session.current).length;

  function end(url: string, done: string) {
    startTransition(async () => {
      const result = await callAdminApi(url, { method: 'DELETE' });
      if (result.ok) {
        toast.success(done);
        startTransition(() => router.refresh());
        return;
      }
      if (result.status === 401) return goToLogin();
      toast.error(result.message ?? 'The device could not be signed out');
    });
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <li key={session._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                {session.browser}
                {session.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">This device</span>}
              </p>
              <p className="text-slate-700">
                {session.place} · <span className="wrap-anywhere">{session.address}</span>
              </p>
              <p className="text-slate-700">
                Signed in {formatDateTime(session.createdAt)} · last seen {formatDateTime(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                disabled={busy}
                onClick={() => end(`/api/v1/account/sessions/${session._id}`, `Signed out: ${session.browser}`)}
                className={`${buttonClass('secondary')} self-start sm:self-center`}
                aria-label={`Sign out ${session.browser}, ${session.place}, last seen ${formatDateTime(session.lastSeenAt)}`}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <button type="button" disabled={busy} onClick={() => end('/api/v1/account/sessions', 'Signed out on every other device')} className={buttonClass('secondary')}>
          Sign out all other devices ({others})
        </button>
      )}
    </div>
  );
}
