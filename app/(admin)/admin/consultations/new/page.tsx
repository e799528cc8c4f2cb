import { NotAllowed } from '@/components/admin/not-allowed';
import { ConsultationTypeForm } from '@/components/admin/booking-setup/consultation-type-form';
import { can } from '@/lib/auth/permissions';
import { CONSULTATION_TYPES_COPY as COPY } from '@/lib/content/booking-setup-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { serviceChoices } from '@/lib/server/booking/service-choices';
import { addConsultationType } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.newTitle };

export default async function NewConsultationTypePage() {
  const user = await requirePageUser('/admin/consultations/new');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  return (
    <div className="w-full min-w-0 space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.newTitle}</h1>
      <ConsultationTypeForm services={await serviceChoices()} save={addConsultationType} />
    </div>
  );
}
