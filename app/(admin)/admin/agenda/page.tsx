import type { Metadata } from 'next';
import Link from 'next/link';
import { AdviserChoice } from '@/components/admin/agenda/adviser-choice';
import { AgendaDay } from '@/components/admin/agenda/agenda-day';
import { NotAllowed } from '@/components/admin/not-allowed';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { can } from '@/lib/auth/permissions';
import { EVERYONE, seesEveryAgenda, weekDays, weekMonday } from '@/lib/booking/agenda';
import { AGENDA_COPY as COPY } from '@/lib/content/agenda';
import { requirePageUser } from '@/lib/server/auth/guard';
import { agendaBookings } from '@/lib/server/booking/agenda';
import { assignableStaff } from '@/lib/server/enquiries/assignment';
import { addDays, berlinDay, parseBerlinDay } from '@/lib/time/berlin';
import { formatDay } from '@/lib/time/format';
import { cancelConsultation, consultationMoveTimes, markConsultationOutcome, moveConsultation } from './actions';

export const metadata: Metadata = { title: 'Agenda' };
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// The booked consultations of today and of a week (Monday to Sunday) in Berlin time. The address
// is the view: `week` (any day of it) and, for administrators, `adviser` (an account id or 'all').
// An adviser always sees their own.
export default async function AgendaPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/agenda');
  if (!can(user.role, 'leads')) return <NotAllowed role={user.role} />;
  const params = await searchParams;
  const now = new Date();
  const today = berlinDay(now);
  const asked = first(params.week) ?? '';
  const monday = weekMonday(parseBerlinDay(asked) ? asked : today);
  const days = weekDays(monday);

  const everyAgenda = seesEveryAgenda(user.role);
  const staff = everyAgenda ? await assignableStaff() : [];
  const askedAdviser = first(params.adviser);
  const chosen = everyAgenda && (askedAdviser === EVERYONE || staff.some((person) => person.id === askedAdviser)) ? askedAdviser! : user.id;
  const adviserId = chosen === EVERYONE ? null : chosen;

  const from = today < days[0]! ? today : days[0]!;
  const to = today > days[6]! ? today : days[6]!;
  const bookings = await agendaBookings(adviserId, from, to);
  const onDay = (day: string) => bookings.filter((booking) => booking.day === day);
  const callsFor = (id: string) => ({
    cancel: cancelConsultation.bind(null, id),
    moveTimes: consultationMoveTimes.bind(null, id),
    move: moveConsultation.bind(null, id),
    markOutcome: markConsultationOutcome.bind(null, id),
  });
  const shared = { now: now.toISOString(), showAdviser: adviserId === null, callsFor };
  const weekHref = (day: string) => `/admin/agenda?${new URLSearchParams({ week: day, ...(everyAgenda ? { adviser: chosen } : {}) })}`;

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.title} intro={COPY.intro} />
      {everyAgenda && <AdviserChoice week={monday} chosen={chosen} staff={staff} ownId={user.id} />}

      <SectionCard titleId="agenda-today" title={`${COPY.today}: ${formatDay(today, 'full')}`}>
        <AgendaDay id="today" bookings={onDay(today)} {...shared} />
      </SectionCard>

      <SectionCard titleId="agenda-week" title={COPY.week(formatDay(days[0]!, 'medium'), formatDay(days[6]!, 'medium'))}>
        <nav aria-label={COPY.weekNav} className="mb-5 flex flex-wrap gap-2">
          <Link href={weekHref(addDays(monday, -7))} className={buttonClass('secondary', 'sm')}>
            {COPY.previousWeek}
          </Link>
          <Link href={weekHref(today)} className={buttonClass('secondary', 'sm')} aria-current={days.includes(today) ? 'page' : undefined}>
            {COPY.thisWeek}
          </Link>
          <Link href={weekHref(addDays(monday, 7))} className={buttonClass('secondary', 'sm')}>
            {COPY.nextWeek}
          </Link>
        </nav>
        <div className="space-y-6">
          {days.map((day) => (
            <AgendaDay key={day} id={`day-${day}`} heading={formatDay(day, 'full')} bookings={onDay(day)} {...shared} />
          ))}
        </div>
      </SectionCard>
    </div>
  );
}
