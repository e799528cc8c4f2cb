import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { ChecklistForm } from '@/components/admin/checklists/checklist-form';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import { buttonClass } from '@/components/ui/button';
import { can } from '@/lib/auth/permissions';
import { CHECKLISTS_ADMIN_COPY as COPY } from '@/lib/content/checklists-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { readChecklistRecord } from '@/lib/server/checklists/store';
import { readServices } from '@/lib/server/services/store';
import { removeChecklist, saveChecklist } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Edit checklist' };

// One checklist's form, read on the server for the id in the address; it saves through its action.
export default async function ChecklistAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/admin/checklists/${encodeURIComponent(id)}`);
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const [checklist, services] = await Promise.all([readChecklistRecord(id), readServices()]);
  const back = (
    <Link href="/admin/checklists" className={buttonClass('secondary', 'sm')}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {COPY.back}
    </Link>
  );
  if (!checklist) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{COPY.notFound}</h1>
        {back}
      </div>
    );
  }
  return (
    <div className="w-full min-w-0 space-y-6">
      <div className="space-y-3">
        {back}
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{COPY.editTitle(checklist.title.en)}</h1>
        <div className="flex flex-wrap gap-2">
          <Link href={`/checklists/${checklist.id}`} prefetch={false} className={buttonClass('outline', 'sm')} aria-label={`${COPY.viewPage}: ${checklist.title.en}`}>
            {COPY.viewPage}
          </Link>
          <DeleteButton
            action={removeChecklist}
            id={checklist.id}
            name={checklist.title.en}
            confirm={COPY.confirmDelete(checklist.title.en)}
            copy={{ deleteLabel: COPY.deleteLabel, deletingLabel: COPY.deletingLabel, deleted: COPY.deleted, deleteFailed: COPY.deleteFailed }}
            goTo="/admin/checklists"
          />
        </div>
      </div>
      <ChecklistForm
        checklist={checklist}
        services={services.map((service) => ({ id: service.id, title: service.title }))}
        save={saveChecklist.bind(null, checklist.id)}
      />
    </div>
  );
}
