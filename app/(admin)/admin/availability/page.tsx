import { NotAllowed } from '@/components/admin/not-allowed';
import { AdviserHoursForm } from '@/components/admin/booking-setup/adviser-hours-form';
import { BusyCalendarForm } from '@/components/admin/booking-setup/busy-calendar-form';
import { StaffHoursList } from '@/components/admin/booking-setup/staff-hours-list';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { can } from '@/lib/auth/permissions';
import { AVAILABILITY_COPY as COPY } from '@/lib/content/booking-setup-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { busyCalendarView } from '@/lib/server/busy-calendar/store';
import { adviserHoursOf } from '@/lib/server/booking/catalog';
import { staffHoursOverview, typeChoices } from '@/lib/server/booking/availability-view';
import { saveMyCalendar, saveMyHours } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.title };

// Each member who works on leads sets their own hours here; administrators also see everyone who
// can take bookings, with a link to each one's hours.
export default async function AvailabilityPage() {
  const user = await requirePageUser('/admin/availability');
  if (!can(user.role, 'leads')) return <NotAllowed role={user.role} />;
  const hours = await adviserHoursOf(user.id);
  const [types, staff, calendar] = await Promise.all([typeChoices(hours), can(user.role, 'staff') ? staffHoursOverview() : null, busyCalendarView(user.id)]);
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.title} intro={COPY.intro} />
      {staff && (
        <SectionCard titleId="availability-everyone" title={COPY.everyone} intro={COPY.everyoneIntro}>
          <StaffHoursList staff={staff} currentUserId={user.id} />
        </SectionCard>
      )}
      <AdviserHoursForm hours={hours} types={types} save={saveMyHours} />
      <BusyCalendarForm calendar={calendar} save={saveMyCalendar} />
    </div>
  );
}
