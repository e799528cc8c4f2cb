import 'server-only';
import mongoose from 'mongoose';
import { claimOnce } from '@/lib/server/auth/single-use';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { FOLLOW_UP_TIME, FOLLOW_UP_TITLE, type DueTasks, type LeadTaskDto, type PersonTaskDto, type TaskInput } from '@/lib/enquiries/lead-task';
import { addDays, berlinDay, berlinDayStart, berlinLocalToDate } from '@/lib/time/berlin';
import { Enquiry } from '@/models/enquiry';
import { LeadTask } from '@/models/lead-task';
import { assignableStaff, NOT_ASSIGNABLE, staffNames } from './assignment';
import { ENQUIRY_NOT_FOUND } from './commands';
import { checkEnquiryId } from './queries';
import { recordLeadEvent, type LeadActor } from './lead-events';

// Tasks on a lead (issue 47): adding, completing and opening again, a lead's list, a person's open
// tasks (My tasks, the sidebar's count) and the firm's due ones (the dashboard). Each task is one
// document and each change a single-document write; the record of a change of done is claimed
// once per version of the task (claimOnce), so two clicks at once make one timeline entry on
// FerretDB as on MongoDB.

export const TASK_NOT_FOUND = 'This task no longer exists';
const DUE_SHOWN = 10;

type TaskRow = {
  _id: mongoose.Types.ObjectId;
  enquiryId: mongoose.Types.ObjectId;
  title: string;
  dueAt: Date;
  assigneeId?: string | null;
  doneAt?: Date | null;
  fromFollowUp?: boolean | null;
  updatedAt?: Date;
};

function toTaskDto(row: TaskRow, names: Map<string, string>): LeadTaskDto {
  return {
    _id: row._id.toString(),
    enquiryId: row.enquiryId.toString(),
    title: row.title,
    dueAt: row.dueAt.toISOString(),
    assigneeId: row.assigneeId || null,
    assigneeName: row.assigneeId ? (names.get(row.assigneeId) ?? null) : null,
    doneAt: row.doneAt?.toISOString() ?? null,
    fromFollowUp: row.fromFollowUp === true,
  };
}

// Keeps the lead's nextTaskDueAt (the inbox's "Task due" view, the API's followUpAt, the CSV) on its
// earliest open task. Read after the write and set whole, so any number of these in any order
// leave the value the tasks say.
export async function refreshNextTaskDue(enquiryId: string): Promise<void> {
  const next = await LeadTask.findOne({ enquiryId: new mongoose.Types.ObjectId(enquiryId), doneAt: null }).sort({ dueAt: 1, _id: 1 }).select('dueAt').lean();
  await Enquiry.updateOne({ _id: enquiryId }, { $set: { nextTaskDueAt: next?.dueAt ?? null } });
}

// A lead's tasks: the open ones soonest first, then the done ones, last done first.
export async function leadTasks(enquiryId: string): Promise<LeadTaskDto[]> {
  checkEnquiryId(enquiryId);
  await connectDb();
  const rows = await LeadTask.find({ enquiryId: new mongoose.Types.ObjectId(enquiryId) }).lean<TaskRow[]>();
  const names = await staffNames(rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])));
  const open = rows.filter((row) => !row.doneAt).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  const done = rows.filter((row) => row.doneAt).sort((a, b) => b.doneAt!.getTime() - a.doneAt!.getTime());
  return [...open, ...done].map((row) => toTaskDto(row, names));
}

// Adds a task to the lead. The assignee must be an active account with lead access; none chosen
// means the lead's owner, or the person adding it when the lead has none.
export async function createLeadTask(enquiryId: string, input: TaskInput, actor: LeadActor, options: { fromFollowUp?: boolean } = {}): Promise<LeadTaskDto> {
  checkEnquiryId(enquiryId);
  await connectDb();
  const lead = await Enquiry.findById(enquiryId).select('assignedTo').lean();
  if (!lead) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  const staff = await assignableStaff();
  let assigneeId = input.assigneeId || null;
  if (assigneeId && !staff.some((member) => member.id === assigneeId)) throw new DomainError('invalid', NOT_ASSIGNABLE, { assigneeId: [NOT_ASSIGNABLE] });
  // An owner who has since lost lead access is passed over, like a removed one.
  assigneeId ??= [lead.assignedTo, actor.id].find((id) => id && staff.some((member) => member.id === id)) ?? null;
  const task = await LeadTask.create({
    enquiryId,
    title: input.title,
    dueAt: input.due,
    assigneeId,
    createdById: actor.id,
    ...(options.fromFollowUp ? { fromFollowUp: true } : {}),
  });
  await recordLeadEvent(enquiryId, actor, { kind: 'task-created', taskId: task._id.toString(), text: task.title, dueAt: task.dueAt });
  await refreshNextTaskDue(enquiryId);
  return toTaskDto(task.toObject() as TaskRow, await staffNames(assigneeId ? [assigneeId] : []));
}

// The day to get back to the lead (a Berlin calendar day) becomes a task: "Follow up", due at 09:00
// Berlin time that day, for the lead's owner (or the person setting it). Done like any task.
export async function setFollowUp(enquiryId: string, day: string, actor: LeadActor): Promise<LeadTaskDto> {
  checkEnquiryId(enquiryId);
  const due = berlinLocalToDate(`${day}T${FOLLOW_UP_TIME}`);
  if (!due) throw new DomainError('invalid', 'Choose a date', { date: ['Choose a date'] });
  return createLeadTask(enquiryId, { title: FOLLOW_UP_TITLE, due, assigneeId: '' }, actor);
}

// Marks the task done (or, with done false, open again), on the lead's timeline. Answers the task
// and whether this call changed it: false when it already was so (a second click, another tab).
export async function setLeadTaskDone(taskId: string, done: boolean, actor: LeadActor): Promise<{ task: LeadTaskDto; changed: boolean }> {
  if (!mongoose.isObjectIdOrHexString(taskId)) throw new DomainError('not-found', TASK_NOT_FOUND);
  await connectDb();
  const before = await LeadTask.findById(taskId).lean<TaskRow>();
  if (!before) throw new DomainError('not-found', TASK_NOT_FOUND);
  const enquiryId = before.enquiryId.toString();
  const names = await staffNames(before.assigneeId ? [before.assigneeId] : []);
  if (Boolean(before.doneAt) === done) return { task: toTaskDto(before, names), changed: false };
  // The state is written by every caller (the same either way, so no click is ever lost); the
  // change from this version of the task is recorded by whoever claims it first, so two clicks at
  // once make one timeline entry and one audit entry.
  const change = done ? { doneAt: new Date(), doneById: actor.id } : { doneAt: null, doneById: null };
  await LeadTask.updateOne({ _id: taskId }, { $set: change });
  const changed = await claimOnce(`lead-task:${taskId}:${before.updatedAt?.getTime() ?? 0}:${done ? 'done' : 'open'}`, new Date(Date.now() + 86_400_000));
  if (changed) await recordLeadEvent(enquiryId, actor, { kind: done ? 'task-done' : 'task-reopened', taskId, text: before.title, dueAt: before.dueAt });
  await refreshNextTaskDue(enquiryId);
  return { task: toTaskDto({ ...before, doneAt: change.doneAt }, names), changed };
}

// Open tasks with their leads' names, soonest first.
async function withLeadNames(rows: TaskRow[]): Promise<PersonTaskDto[]> {
  const leadIds = [...new Set(rows.map((row) => row.enquiryId.toString()))];
  const [leads, names] = await Promise.all([
    leadIds.length ? Enquiry.find({ _id: mongoose.trusted({ $in: leadIds }) }).select('fullName').lean() : [],
    staffNames(rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : []))),
  ]);
  const leadNames = new Map(leads.map((lead) => [lead._id.toString(), lead.fullName]));
  // A task whose lead was deleted meanwhile is not shown (the lead's deletion removes its tasks).
  return rows.filter((row) => leadNames.has(row.enquiryId.toString())).map((row) => ({ ...toTaskDto(row, names), leadName: leadNames.get(row.enquiryId.toString())! }));
}

// A person's open tasks (My tasks), soonest first.
export async function openTasksOf(assigneeId: string): Promise<PersonTaskDto[]> {
  await connectDb();
  const rows = await LeadTask.find({ assigneeId, doneAt: null }).sort({ dueAt: 1, _id: 1 }).lean<TaskRow[]>();
  return withLeadNames(rows);
}

const tomorrowStart = (now: Date) => berlinDayStart(addDays(berlinDay(now), 1));

// How many of a person's open tasks are overdue or due today (the sidebar's My tasks count).
export async function dueTaskCount(assigneeId: string, now = new Date()): Promise<number> {
  await connectDb();
  return LeadTask.countDocuments({ assigneeId, doneAt: null, dueAt: mongoose.trusted({ $lt: tomorrowStart(now) }) });
}

// Everyone's open tasks due today (Berlin) or overdue, for the dashboard: how many of each and the
// first ten, most overdue first, with their leads and assignees.
export async function dueTasks(now = new Date()): Promise<DueTasks> {
  await connectDb();
  const rows = await LeadTask.find({ doneAt: null, dueAt: mongoose.trusted({ $lt: tomorrowStart(now) }) })
    .sort({ dueAt: 1, _id: 1 })
    .lean<TaskRow[]>();
  const tasks = await withLeadNames(rows);
  const overdue = (task: PersonTaskDto) => new Date(task.dueAt) < now;
  return {
    overdue: tasks.filter(overdue).length,
    today: tasks.filter((task) => !overdue(task)).length,
    items: tasks.slice(0, DUE_SHOWN).map((task) => ({ ...task, overdue: overdue(task) })),
  };
}
