import type { Metadata } from 'next';
import Link from 'next/link';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { requirePageUser } from '@/lib/server/auth/guard';
import { ROLE_LABELS } from '@/lib/staff/staff-member';
import { formatDate, formatTime } from '@/lib/time/format';
import { buttonClass } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Routing diagnostic' };

const COPY = {
  heading: 'Admin routing works',
  intro: 'This page is only reachable with a valid session; the details below come from the server.',
  user: 'Signed in as',
  role: 'Role',
  time: 'Server time',
  back: 'Back to Dashboard',
};

// The routing check of SPEC's route table: proves the guard, the layout and the session agree.
export default async function RoutingDiagnosticPage() {
  const user = await requirePageUser('/admin/test');
  const now = new Date();
  const serverTime = `${formatDate(now, 'full')}, ${formatTime(now)} (Berlin time)`;

  const rows = [
    { label: COPY.user, value: user.name },
    { label: COPY.role, value: ROLE_LABELS[user.role] },
    { label: COPY.time, value: <time dateTime={now.toISOString()}>{serverTime}</time> },
  ];

  return (
    <section aria-labelledby="diagnostic-title" className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="h-8 w-8 shrink-0 text-emerald-700" />
        <h1 id="diagnostic-title" className="text-2xl font-bold text-slate-900">
          {COPY.heading}
        </h1>
      </div>
      <p className="mt-3 text-slate-700">{COPY.intro}</p>
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
            <dd className="break-words text-slate-900 sm:col-span-2">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Link href="/admin/dashboard" className={`${buttonClass('primary')} mt-6`}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {COPY.back}
      </Link>
    </section>
  );
}
