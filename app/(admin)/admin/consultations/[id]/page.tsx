import { NotAllowed } from '@/components/admin/not-allowed';
import { ConsultationTypeForm } from '@/components/admin/booking-setup/consultation-type-form';
import { DeleteTypeButton } from '@/components/admin/booking-setup/delete-type-button';
import { RecordPageHeader } from '@/components/ui/record-page-header';
import { can } from '@/lib/auth/permissions';
import { CONSULTATION_TYPES_COPY as COPY } from '@/lib/content/booking-setup-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { consultationTypeById } from '@/lib/server/booking/catalog';
import { serviceChoices } from '@/lib/server/booking/service-choices';
import { removeConsultationType, saveConsultationType } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Edit consultation type' };

// One consultation type's form, read on the server for the id in the address.
export default async function ConsultationTypePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/admin/consultations/${encodeURIComponent(id)}`);
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const [type, services] = await Promise.all([consultationTypeById(id), serviceChoices()]);
  return (
    <div className="w-full min-w-0 space-y-6">
      <RecordPageHeader back={{ href: '/admin/consultations', label: COPY.back }} title={type ? COPY.editTitle(type.name.en) : COPY.notFound}>
        {type && <DeleteTypeButton type={type} remove={removeConsultationType} goTo="/admin/consultations" />}
      </RecordPageHeader>
      {type && <ConsultationTypeForm type={type} services={services} save={saveConsultationType.bind(null, type.id)} />}
    </div>
  );
}
