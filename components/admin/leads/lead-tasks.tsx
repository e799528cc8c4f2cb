import { TaskButton } from '@/components/admin/shared/task-button';
import type { LeadPageActions } from '@/components/admin/shared/lead-actions';
import { taskGroup, type LeadTaskDto } from '@/lib/enquiries/lead-task';
import type { StaffOption } from '@/lib/enquiries/workspace';
import { formatDateTime } from '@/lib/time/format';
import { TaskForm } from './task-form';

type Props = {
  tasks: LeadTaskDto[];
  leadName: string;
  assignable: StaffOption[];
  defaultAssigneeId: string;
  defaultDue: string;
  // The page's clock, so what is overdue is decided once, on the server.
  now: string;
  actions: Pick<LeadPageActions, 'addTask' | 'completeTask' | 'reopenTask'>;
};

function TaskLine({ task, overdue }: { task: LeadTaskDto; overdue: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold wrap-anywhere text-slate-900">{task.title}</p>
      <p className={`text-sm ${overdue ? 'font-medium text-red-700' : 'text-slate-700'}`}>
        {overdue ? 'Overdue: was due ' : 'Due '}
        <time dateTime={task.dueAt}>{formatDateTime(task.dueAt)}</time> (Berlin time) · {task.assigneeName ?? 'unassigned'}
      </p>
    </div>
  );
}

// The lead's tasks (issue 47): the open ones soonest first with overdue ones marked, each with its
// Done button; the form to add one; the done ones folded away below, each with Reopen.
export function LeadTasks({ tasks, leadName, assignable, defaultAssigneeId, defaultDue, now, actions }: Props) {
  const open = tasks.filter((task) => !task.doneAt);
  const done = tasks.filter((task) => task.doneAt);
  return (
    <div className="flex flex-col gap-5">
      {open.length === 0 ? (
        <p className="text-slate-700">No open tasks.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Open tasks">
          {open.map((task) => (
            <li key={task._id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <TaskLine task={task} overdue={taskGroup(task.dueAt, new Date(now)) === 'overdue'} />
              <TaskButton action={actions.completeTask} taskId={task._id} label="Done" busyLabel="Saving..." accessibleName={`Done: ${task.title}, ${leadName}`} />
            </li>
          ))}
        </ul>
      )}
      <TaskForm addTask={actions.addTask} assignable={assignable} defaultAssigneeId={defaultAssigneeId} defaultDue={defaultDue} />
      {done.length > 0 && (
        <details className="rounded-md border border-slate-200 p-3">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-800">Done tasks ({done.length})</summary>
          <ul className="divide-y divide-slate-200">
            {done.map((task) => (
              <li key={task._id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="wrap-anywhere text-slate-800 line-through">{task.title}</p>
                  <p className="text-sm text-slate-600">
                    Done <time dateTime={task.doneAt!}>{formatDateTime(task.doneAt)}</time>
                  </p>
                </div>
                <TaskButton action={actions.reopenTask} taskId={task._id} label="Reopen" busyLabel="Saving..." accessibleName={`Reopen: ${task.title}`} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
