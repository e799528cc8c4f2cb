import type { Metadata } from 'next';
import Link from 'next/link';
import { AdviserChoice } from '@/components/admin/agenda/adviser-choice';
import { AgendaDay } from '@/components/admin/agenda/agenda-day';
import { AgendaWeek } from '@/components/admin/agenda/agenda-week';
import { NotAllowed } from '@/components/admin/not-allowed';
import { buttonClass } from '@/components/ui/button';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { can } from '@/lib/auth/permissions';
import { agendaHref, agendaNavigation, agendaWindow, EVERYONE, seesEveryAgenda, weekMonday } from '@/lib/booking/agenda';
import { AGENDA_COPY as COPY } from '@/lib/content/agenda';
import { requirePageUser } from '@/lib/server/auth/guard';
import { agendaBookings, nextBookingAfter } from '@/lib/server/booking/agenda';
import { assignableStaff } from '@/lib/server/enquiries/assignment';
import { formatDay, formatTime } from '@/lib/time/format';
import { cancelConsultation, consultationMoveTimes, markConsultationOutcome, moveConsultation } from './actions';

export const metadata: Metadata = { title: 'Agenda' };
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// The booked consultations in Berlin time: today's, and seven days. By default the coming days
// (today and the six after it, then the first consultation after them), so what is next is in
// view on any day; `week` in the address (any day of it) shows that week, Monday to Sunday. For
// administrators `adviser` (an account id or 'all') chooses whose; an adviser always sees their own.
export default async function AgendaPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/agenda');
  if (!can(user.role, 'leads')) return <NotAllowed role={user.role} />;
  const params = await searchParams;
  const now = new Date();
  const window = agendaWindow(now, first(params.week));
  const { today, days } = window;
  const coming = window.kind === 'coming';

  const everyAgenda = seesEveryAgenda(user.role);
  const staff = everyAgenda ? await assignableStaff() : [];
  const askedAdviser = first(params.adviser);
  const chosen = everyAgenda && (askedAdviser === EVERYONE || staff.some((person) => person.id === askedAdviser)) ? askedAdviser! : user.id;
  const adviserId = chosen === EVERYONE ? null : chosen;

  const from = today < days[0]! ? today : days[0]!;
  const to = today > days[6]! ? today : days[6]!;
  const [bookings, later] = await Promise.all([agendaBookings(adviserId, from, to), coming ? nextBookingAfter(adviserId, days[6]!) : null]);
  const callsFor = (id: string) => ({
    cancel: cancelConsultation.bind(null, id),
    moveTimes: consultationMoveTimes.bind(null, id),
    move: moveConsultation.bind(null, id),
    markOutcome: markConsultationOutcome.bind(null, id),
  });
  const shared = { now: now.toISOString(), showAdviser: adviserId === null, callsFor };
  const view: Record<string, string> = everyAgenda ? { adviser: chosen } : {};
  const weekHref = (day: string) => `/admin/agenda?${new URLSearchParams({ week: day, ...view })}`;
  const comingHref = everyAgenda ? `/admin/agenda?${new URLSearchParams(view)}` : '/admin/agenda';
  const steps = agendaNavigation(window);
  const title = (coming ? COPY.coming : COPY.week)(formatDay(days[0]!, 'medium'), formatDay(days[6]!, 'medium'));

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.title} intro={COPY.intro} />
      {everyAgenda && <AdviserChoice week={coming ? null : weekMonday(days[0]!)} chosen={chosen} staff={staff} ownId={user.id} />}

      <SectionCard titleId="agenda-today" title={`${COPY.today}: ${formatDay(today, 'full')}`}>
        <AgendaDay id="today" bookings={bookings.filter((booking) => booking.day === today)} {...shared} />
      </SectionCard>

      <SectionCard titleId="agenda-week" title={title}>
        <nav aria-label={COPY.weekNav} className="mb-5 flex flex-wrap gap-2">
          <Link href={weekHref(steps.previous)} className={buttonClass('secondary', 'sm')}>
            {COPY.previousWeek}
          </Link>
          <Link href={comingHref} className={buttonClass('secondary', 'sm')} aria-current={coming ? 'page' : undefined}>
            {COPY.fromToday}
          </Link>
          <Link href={weekHref(steps.thisWeek)} className={buttonClass('secondary', 'sm')} aria-current={!coming && days.includes(today) ? 'page' : undefined}>
            {COPY.thisWeek}
          </Link>
          <Link href={weekHref(steps.next)} className={buttonClass('secondary', 'sm')}>
            {COPY.nextWeek}
          </Link>
        </nav>
        <AgendaWeek days={days} today={today} todayAbove={coming} bookings={bookings} {...shared} />
        {coming && (
          <p className="mt-6 text-slate-700">
            {later ? (
              <Link href={agendaHref(later.day, everyAgenda ? chosen : null)} className={`inline-flex min-h-11 items-center font-semibold text-brand-700 underline ${FOCUS_RING}`}>
                {COPY.nextAfter(`${formatDay(later.day, 'full')}, ${formatTime(later.start)}`, later.fullName)}
              </Link>
            ) : (
              COPY.noneLater
            )}
          </p>
        )}
      </SectionCard>
    </div>
  );
}
