'use server';

import { adminFormAction } from '@/lib/server/admin-action';
import type { ActionContext } from '@/lib/server/admin-action';
import { setLeadTaskDone } from '@/lib/server/enquiries/tasks';
import { taskIdSchema } from '@/lib/enquiries/lead-task';

// A task done, or open again (issue 47): the Done buttons of My tasks and of a lead's tasks, and
// the lead's Reopen. Each a form of its own that posts before the scripts load; a change is on the
// lead's timeline and in the audit log (not when the task already was so).

async function markTask(taskId: string, done: boolean, { user, audit }: ActionContext): Promise<void> {
  const { task, changed } = await setLeadTaskDone(taskId, done, { id: user.id, name: user.name });
  if (changed) await audit({ action: done ? 'lead-task-done' : 'lead-task-reopened', target: task.enquiryId, details: `${task.title} (${task._id})` });
}

export const completeTask = adminFormAction('leads', taskIdSchema, ({ taskId }, context) => markTask(taskId, true, context));

export const reopenTask = adminFormAction('leads', taskIdSchema, ({ taskId }, context) => markTask(taskId, false, context));
