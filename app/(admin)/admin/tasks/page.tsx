import type { Metadata } from 'next';
import { NotAllowed } from '@/components/admin/not-allowed';
import { PersonChoice } from '@/components/admin/tasks/person-choice';
import { TaskGroups } from '@/components/admin/tasks/task-groups';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/permissions';
import { taskListQuerySchema } from '@/lib/enquiries/lead-task';
import { requirePageUser } from '@/lib/server/auth/guard';
import { assignableStaff } from '@/lib/server/enquiries/assignment';
import { openTasksOf } from '@/lib/server/enquiries/tasks';
import { completeTask } from './actions';

export const metadata: Metadata = { title: 'My tasks' };
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// My tasks (issue 47): the signed-in person's open tasks on leads, overdue, today and upcoming
// (Berlin days). An administrator may look at another person's list (`person`, an account id from
// the list); anyone else always sees their own.
export default async function MyTasksPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/tasks');
  if (!can(user.role, 'leads')) return <NotAllowed role={user.role} />;
  const params = await searchParams;
  const admin = can(user.role, 'staff');
  const staff = admin ? await assignableStaff() : [];
  const asked = taskListQuerySchema.parse({ person: Array.isArray(params.person) ? params.person[0] : params.person }).person;
  const personId = admin && asked && staff.some((person) => person.id === asked) ? asked : user.id;
  const tasks = await openTasksOf(personId);
  const own = personId === user.id;
  const name = staff.find((person) => person.id === personId)?.name ?? user.name;
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={own ? 'My tasks' : `Tasks of ${name}`} intro="Open tasks on leads, by their due time in Berlin. Add tasks on a lead’s page." />
      {admin && <PersonChoice chosen={personId} staff={staff.some((person) => person.id === user.id) ? staff : [{ id: user.id, name: user.name }, ...staff]} ownId={user.id} />}
      <TaskGroups tasks={tasks} now={new Date().toISOString()} completeTask={completeTask} />
    </div>
  );
}
