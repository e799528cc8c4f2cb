import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { ROLE_LABELS } from '@/lib/staff/staff-member';
import type { UserRole } from '@/lib/auth/permissions';

// What an admin page shows to a signed-in account whose role may not use it. The page checks the
// role on the server and renders this instead of its content; nothing of the content is read.
export function NotAllowed({ role }: { role: UserRole }) {
  return (
    <div role="alert" className="max-w-2xl space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <h1 className="text-2xl font-bold">Not allowed</h1>
      <p>
        Your account ({ROLE_LABELS[role]}) cannot open this page. If you need it for your work, ask an administrator to change
        your role.
      </p>
      <Link href="/admin/dashboard" className={buttonClass('primary')}>
        Back to Dashboard
      </Link>
    </div>
  );
}
