import { NotAllowed } from '@/components/admin/not-allowed';
import { AdviserHoursForm } from '@/components/admin/booking-setup/adviser-hours-form';
import { BusyCalendarForm } from '@/components/admin/booking-setup/busy-calendar-form';
import { RecordPageHeader } from '@/components/ui/record-page-header';
import { can } from '@/lib/auth/permissions';
import { AVAILABILITY_COPY as COPY } from '@/lib/content/booking-setup-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { busyCalendarView } from '@/lib/server/busy-calendar/store';
import { adviserHoursOf } from '@/lib/server/booking/catalog';
import { typeChoices } from '@/lib/server/booking/availability-view';
import { adviserById } from '@/lib/server/booking/setup-store';
import { saveAdviserHoursOf, saveCalendarOf } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Adviser’s availability' };

// An administrator sets anyone's hours (an adviser away, a new colleague).
export default async function AdviserAvailabilityPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const user = await requirePageUser(`/admin/availability/${encodeURIComponent(userId)}`);
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const adviser = await adviserById(userId);
  const hours = adviser ? await adviserHoursOf(adviser.id) : null;
  const types = adviser ? await typeChoices(hours) : [];
  const calendar = adviser ? await busyCalendarView(adviser.id) : null;
  return (
    <div className="w-full min-w-0 space-y-6">
      <RecordPageHeader back={{ href: '/admin/availability', label: COPY.back }} title={adviser ? COPY.adviserTitle(adviser.name || adviser.email) : COPY.notFound}>
        {adviser && <p className="max-w-3xl text-slate-700">{COPY.adviserIntro}</p>}
      </RecordPageHeader>
      {adviser && (
        <>
          <AdviserHoursForm hours={hours} types={types} save={saveAdviserHoursOf.bind(null, adviser.id)} />
          <BusyCalendarForm calendar={calendar} ofAdviser save={saveCalendarOf.bind(null, adviser.id)} />
        </>
      )}
    </div>
  );
}
