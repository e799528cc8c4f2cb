import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import type { StaffHours } from '@/lib/booking/staff-hours';
import { AVAILABILITY_COPY as COPY } from '@/lib/content/booking-setup-admin';
import { ROLE_LABELS } from '@/lib/staff/staff-member';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
const STATE = {
  set: { label: COPY.setBadge, tone: 'bg-green-100 text-green-900' },
  sample: { label: COPY.sampleBadge, tone: 'bg-amber-100 text-amber-950' },
  none: { label: COPY.noneSet, tone: 'bg-slate-100 text-slate-800' },
} as const;

// Administrators and advisers, each with the state of their hours and a link to edit them.
export function StaffHoursList({ staff, currentUserId }: { staff: StaffHours[]; currentUserId: string }) {
  return (
    <ul aria-label={COPY.everyoneCaption} className="divide-y divide-slate-200">
      {staff.map((member) => {
        const name = member.name || member.email;
        return (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">
                {name}
                {member.id === currentUserId && <span className="font-normal text-slate-600"> ({COPY.you})</span>}
              </p>
              <p className="text-sm break-all text-slate-600">
                {member.email} · {ROLE_LABELS[member.role]}
              </p>
              <p className="mt-1 flex flex-wrap gap-2">
                <span className={`${BADGE} ${STATE[member.hours].tone}`}>{STATE[member.hours].label}</span>
                {member.disabled && <span className={`${BADGE} bg-red-100 text-red-900`}>{COPY.disabledBadge}</span>}
              </p>
            </div>
            <Link href={`/admin/availability/${member.id}`} className={buttonClass('secondary', 'sm')} aria-label={`${COPY.open}: ${name}`}>
              {COPY.open}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
