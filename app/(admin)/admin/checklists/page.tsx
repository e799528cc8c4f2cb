import { NotAllowed } from '@/components/admin/not-allowed';
import { DeleteChecklistButton } from '@/components/admin/checklists/delete-checklist-button';
import { EditLink, PublicPageLink } from '@/components/admin/shared/record-links';
import { PageHeader } from '@/components/ui/page-header';
import { LIST_BADGE, LIST_CELL_LABEL, ListTable } from '@/components/ui/list-table';
import { TABLE_CELL, TABLE_ROW } from '@/components/ui/responsive-table';
import { can } from '@/lib/auth/permissions';
import { reviewDue } from '@/lib/checklists/findings';
import { CHECKLISTS_ADMIN_COPY as COPY } from '@/lib/content/checklists-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { readChecklistRecords } from '@/lib/server/checklists/store';
import { readServices } from '@/lib/server/services/store';
import { berlinDay } from '@/lib/time/berlin';
import { formatDay } from '@/lib/time/format';
import { removeChecklist } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.listTitle };

// The checklists by English title: what each is for, how big, when it was last compared with its
// source (a "review due" badge when never or more than a year ago), and its actions. A table from
// a tablet up, a card per checklist on a phone.
export default async function ChecklistsAdminPage() {
  const user = await requirePageUser('/admin/checklists');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const [checklists, services] = await Promise.all([readChecklistRecords(), readServices()]);
  const serviceTitle = new Map(services.map((service) => [service.id, service.title]));
  const today = berlinDay(new Date());
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.listTitle} intro={COPY.listIntro} add={{ href: '/admin/checklists/new', label: COPY.addLabel }} />
      {checklists.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{COPY.empty}</p>
      ) : (
        <ListTable label={COPY.scrollLabel} caption={COPY.caption} columns={Object.values(COPY.columns)}>
          {checklists.map((checklist) => {
            const items = checklist.sections.reduce((sum, section) => sum + section.items.length, 0);
            return (
              <tr key={checklist.id} className={`${TABLE_ROW} max-md:bg-white`} data-checklist-id={checklist.id}>
                <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                  <span className="block font-semibold break-words text-slate-900">{checklist.title.en}</span>
                  <span className="mt-1 flex flex-wrap gap-2">
                    {checklist.sample && <span className={`${LIST_BADGE} bg-amber-100 text-amber-950`}>{COPY.sampleBadge}</span>}
                    {reviewDue(checklist, today) && <span className={`${LIST_BADGE} bg-red-100 text-red-900`}>{COPY.reviewDueBadge}</span>}
                  </span>
                </th>
                <td className={TABLE_CELL}>
                  <span className={LIST_CELL_LABEL}>{COPY.columns.service}: </span>
                  {checklist.service ? (serviceTitle.get(checklist.service) ?? checklist.service) : COPY.noService}
                </td>
                <td className={TABLE_CELL}>
                  <span className={LIST_CELL_LABEL}>{COPY.columns.contents}: </span>
                  {COPY.contents(checklist.sections.length, items)}
                </td>
                <td className={`${TABLE_CELL} md:whitespace-nowrap`}>
                  <span className={LIST_CELL_LABEL}>{COPY.columns.checkedOn}: </span>
                  {checklist.checkedOn ? formatDay(checklist.checkedOn) : COPY.neverChecked}
                </td>
                <td className={TABLE_CELL}>
                  <div className="flex flex-wrap gap-2 max-md:pt-2">
                    <EditLink href={`/admin/checklists/${checklist.id}`} label={COPY.edit} name={checklist.title.en} />
                    <PublicPageLink href={`/checklists/${checklist.id}`} label={COPY.viewPage} name={checklist.title.en} />
                    <DeleteChecklistButton checklist={checklist} remove={removeChecklist} />
                  </div>
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
    </div>
  );
}
