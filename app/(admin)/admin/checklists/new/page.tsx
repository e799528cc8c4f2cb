import { NotAllowed } from '@/components/admin/not-allowed';
import { ChecklistForm } from '@/components/admin/checklists/checklist-form';
import { can } from '@/lib/auth/permissions';
import { CHECKLISTS_ADMIN_COPY as COPY } from '@/lib/content/checklists-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { readServices } from '@/lib/server/services/store';
import { addChecklist } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.newTitle };

export default async function NewChecklistPage() {
  const user = await requirePageUser('/admin/checklists/new');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const services = (await readServices()).map((service) => ({ id: service.id, title: service.title }));
  return (
    <div className="w-full min-w-0 space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.newTitle}</h1>
      <ChecklistForm services={services} save={addChecklist} />
    </div>
  );
}
