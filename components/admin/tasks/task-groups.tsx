import Link from 'next/link';
import { TaskButton } from '@/components/admin/shared/task-button';
import { SectionCard } from '@/components/ui/section-card';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import type { FormAction } from '@/lib/actions/form-state';
import { groupTasks, TASK_GROUP_LABELS, type PersonTaskDto, type TaskGroup } from '@/lib/enquiries/lead-task';
import { formatDateTime, formatTime } from '@/lib/time/format';

type Props = {
  tasks: PersonTaskDto[];
  // The page's clock: which group a task is in is decided once, on the server.
  now: string;
  completeTask: FormAction;
};

const EMPTY: Record<TaskGroup, string> = { overdue: 'Nothing overdue.', today: 'Nothing else due today.', upcoming: 'Nothing coming up.' };

// A person's open tasks in three groups on Berlin's days: Overdue, Today, Upcoming. Each names its
// lead (a link to the lead's page), when it is due and has its Done button.
export function TaskGroups({ tasks, now, completeTask }: Props) {
  const groups = groupTasks(tasks, new Date(now));
  return (
    <>
      {(Object.keys(groups) as TaskGroup[]).map((group) => (
        <SectionCard key={group} titleId={`tasks-${group}`} title={`${TASK_GROUP_LABELS[group]} (${groups[group].length})`}>
          {groups[group].length === 0 ? (
            <p className="text-slate-700">{EMPTY[group]}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {groups[group].map((task) => (
                <li key={task._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold wrap-anywhere text-slate-900">{task.title}</p>
                    <p className="text-sm text-slate-700">
                      <Link href={`/admin/enquiries/${task.enquiryId}`} className={`font-medium text-brand-700 underline ${FOCUS_RING}`}>
                        {task.leadName}
                      </Link>{' '}
                      ·{' '}
                      <span className={group === 'overdue' ? 'font-medium text-red-700' : undefined}>
                        {group === 'overdue' ? 'was due ' : 'due '}
                        <time dateTime={task.dueAt}>{group === 'today' ? formatTime(task.dueAt) : formatDateTime(task.dueAt)}</time>
                      </span>
                    </p>
                  </div>
                  <TaskButton action={completeTask} taskId={task._id} label="Done" busyLabel="Saving..." accessibleName={`Done: ${task.title}, ${task.leadName}`} variant="primary" />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      ))}
    </>
  );
}
