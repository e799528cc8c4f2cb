import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { ChecklistForm } from '@/components/admin/checklists/checklist-form';
import { DeleteChecklistButton } from '@/components/admin/checklists/delete-checklist-button';
import { buttonClass } from '@/components/ui/button';
import { RecordPageHeader } from '@/components/ui/record-page-header';
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
  return (
    <div className="w-full min-w-0 space-y-6">
      <RecordPageHeader back={{ href: '/admin/checklists', label: COPY.back }} title={checklist ? COPY.editTitle(checklist.title.en) : COPY.notFound}>
        {checklist && (
          <div className="flex flex-wrap gap-2">
            <Link href={`/checklists/${checklist.id}`} prefetch={false} className={buttonClass('outline', 'sm')} aria-label={`${COPY.viewPage}: ${checklist.title.en}`}>
              {COPY.viewPage}
            </Link>
            <DeleteChecklistButton checklist={checklist} remove={removeChecklist} goTo="/admin/checklists" />
          </div>
        )}
      </RecordPageHeader>
      {checklist && (
        <ChecklistForm
          checklist={checklist}
          services={services.map((service) => ({ id: service.id, title: service.title }))}
          save={saveChecklist.bind(null, checklist.id)}
        />
      )}
    </div>
  );
}
