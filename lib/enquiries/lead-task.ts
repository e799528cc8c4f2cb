import { z } from 'zod';
import { addDays, berlinDay, berlinDayStart, berlinLocalToDate } from '@/lib/time/berlin';

// A to-do on a lead (issue 47, models/lead-task.ts): the inputs of its forms, what the screens show
// of it, and how a person's open tasks fall into Overdue, Today and Upcoming on Berlin's days.

export const TASK_TITLE_MAX_LENGTH = 200;
// The title the follow-up form gives its task, and the carry-over the tasks made from follow-ups.
export const FOLLOW_UP_TITLE = 'Follow up';
// A follow-up day's task is due at this Berlin time of the day.
export const FOLLOW_UP_TIME = '09:00';

export const TASK_LABELS = {
  title: 'Task',
  due: 'Due (Berlin time)',
  dueHint: 'Date and time on Berlin’s clock, whatever your computer’s zone.',
  assigneeId: 'Assigned to',
} as const;

const CHOOSE_DUE = 'Choose a date and time';
const CHOOSE_ASSIGNEE = 'Choose a staff member from the list';

// addTask: a title, when it is due as a datetime-local value read as Berlin time, and who does it
// ('' for the lead's owner, or the person adding it when the lead has none).
export const taskInputSchema = z.object({
  title: z
    .string({ error: 'Write what is to be done' })
    .trim()
    .min(1, 'Write what is to be done')
    .max(TASK_TITLE_MAX_LENGTH, `A task can be at most ${TASK_TITLE_MAX_LENGTH} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'A task is one line'),
  due: z
    .string({ error: CHOOSE_DUE })
    .refine((value) => berlinLocalToDate(value) !== null, CHOOSE_DUE)
    .transform((value) => berlinLocalToDate(value)!),
  assigneeId: z.union([z.literal(''), z.string().regex(/^[0-9a-f]{24}$/i, CHOOSE_ASSIGNEE)], { error: CHOOSE_ASSIGNEE }).default(''),
});
export type TaskInput = z.output<typeof taskInputSchema>;

// completeTask, reopenTask: the task's id.
export const taskIdSchema = z.object({
  taskId: z.string({ error: 'Name the task' }).regex(/^[0-9a-f]{24}$/i, 'Name the task'),
});

// /admin/tasks?person=<account id>: whose list an administrator looks at (their own without it).
export const taskListQuerySchema = z.object({
  person: z.string().regex(/^[0-9a-f]{24}$/i).optional().catch(undefined),
});

export type LeadTaskDto = {
  _id: string;
  enquiryId: string;
  title: string;
  dueAt: string;
  assigneeId: string | null;
  // The assignee's name; null when nobody is assigned or the account is gone.
  assigneeName: string | null;
  doneAt: string | null;
  fromFollowUp: boolean;
};

// A task on My tasks and the dashboard: with its lead's name.
export type PersonTaskDto = LeadTaskDto & { leadName: string };

export type TaskGroup = 'overdue' | 'today' | 'upcoming';
export const TASK_GROUP_LABELS: Record<TaskGroup, string> = { overdue: 'Overdue', today: 'Today', upcoming: 'Upcoming' };

// Overdue: its time has passed. Today: later on today's Berlin day. Upcoming: a later Berlin day.
export function taskGroup(dueAt: string | Date, now: Date): TaskGroup {
  const due = new Date(dueAt);
  if (due < now) return 'overdue';
  return due < berlinDayStart(addDays(berlinDay(now), 1)) ? 'today' : 'upcoming';
}

// Open tasks in their three groups, each soonest first.
export function groupTasks<T extends { dueAt: string }>(tasks: readonly T[], now: Date): Record<TaskGroup, T[]> {
  const groups: Record<TaskGroup, T[]> = { overdue: [], today: [], upcoming: [] };
  for (const task of [...tasks].sort((a, b) => a.dueAt.localeCompare(b.dueAt))) groups[taskGroup(task.dueAt, now)].push(task);
  return groups;
}

// Tasks due today or overdue for the dashboard's "Tasks due": how many of each and the first few.
export type DueTasks = { overdue: number; today: number; items: Array<PersonTaskDto & { overdue: boolean }> };
