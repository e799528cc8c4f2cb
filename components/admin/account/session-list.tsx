'use client';

import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import type { Action } from '@/lib/actions/result';
import type { SessionDto } from '@/lib/account/session-dto';
import { formatDateTime } from '@/lib/time/format';

type Props = {
  sessions: SessionDto[];
  signOut: Action<string>;
  signOutOthers: Action<undefined, { ended: number }>;
};

const FAILED = 'The device could not be signed out';

// Where the person is signed in, with a way to sign out any other device, or all of them.
export function SessionList({ sessions, signOut, signOutOthers }: Props) {
  const { pending, run } = useAction();
  const others = sessions.filter((session) => !session.current).length;

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
                disabled={pending}
                onClick={() => run(() => signOut(session._id), { success: `Signed out: ${session.browser}`, failed: FAILED })}
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
        <button
          type="button"
          disabled={pending}
          onClick={() => run(() => signOutOthers(undefined), { success: 'Signed out on every other device', failed: FAILED })}
          className={buttonClass('secondary')}
        >
          Sign out all other devices ({others})
        </button>
      )}
    </div>
  );
}
