import { NotAllowed } from '@/components/admin/not-allowed';
import { DeleteTypeButton } from '@/components/admin/booking-setup/delete-type-button';
import { EditLink } from '@/components/admin/shared/record-links';
import { PageHeader } from '@/components/ui/page-header';
import { LIST_BADGE, LIST_CELL_LABEL, ListTable } from '@/components/ui/list-table';
import { TABLE_CELL, TABLE_ROW } from '@/components/ui/responsive-table';
import { can } from '@/lib/auth/permissions';
import { CHANNEL_LABELS } from '@/lib/booking/booking';
import { CONSULTATION_TYPES_COPY as COPY } from '@/lib/content/booking-setup-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listConsultationTypes } from '@/lib/server/booking/catalog';
import { readServices } from '@/lib/server/services/store';
import { removeConsultationType } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.listTitle };

// The consultation types in their order: length, channel, service, whether bookable, and the
// sample badge while the seed's sample is unsaved. A table from a tablet up, cards on a phone.
export default async function ConsultationTypesPage() {
  const user = await requirePageUser('/admin/consultations');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const [types, services] = await Promise.all([listConsultationTypes(), readServices()]);
  const serviceTitle = new Map<string, string>(services.map((service) => [service.id, service.title]));
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.listTitle} intro={COPY.listIntro} add={{ href: '/admin/consultations/new', label: COPY.addLabel }} />
      {types.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{COPY.empty}</p>
      ) : (
        <ListTable label={COPY.scrollLabel} caption={COPY.caption} columns={Object.values(COPY.columns)}>
          {types.map((type) => (
            <tr key={type.id} className={`${TABLE_ROW} max-md:bg-white`} data-type-id={type.id}>
              <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                <span className="block font-semibold break-words text-slate-900">{type.name.en}</span>
                <span className="block text-sm break-all text-slate-600">/book/{type.slug}</span>
                {type.sample && <span className={`${LIST_BADGE} mt-1 bg-amber-100 text-amber-950`}>{COPY.sampleBadge}</span>}
              </th>
              <td className={TABLE_CELL}>
                <span className={LIST_CELL_LABEL}>{COPY.columns.duration}: </span>
                {COPY.minutes(type.durationMinutes)}
              </td>
              <td className={TABLE_CELL}>
                <span className={LIST_CELL_LABEL}>{COPY.columns.channel}: </span>
                {CHANNEL_LABELS[type.channel]}
              </td>
              <td className={TABLE_CELL}>
                <span className={LIST_CELL_LABEL}>{COPY.columns.service}: </span>
                {type.serviceId ? (serviceTitle.get(type.serviceId) ?? type.serviceId) : COPY.noService}
              </td>
              <td className={TABLE_CELL}>
                <span className={LIST_CELL_LABEL}>{COPY.columns.active}: </span>
                {type.active ? COPY.yes : COPY.no}
              </td>
              <td className={TABLE_CELL}>
                <div className="flex flex-wrap gap-2 max-md:pt-2">
                  <EditLink href={`/admin/consultations/${type.id}`} label={COPY.edit} name={type.name.en} />
                  <DeleteTypeButton type={type} remove={removeConsultationType} />
                </div>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </div>
  );
}
