import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import mongoose from 'mongoose';
import { GET as enquiryRoute } from '@/app/api/v1/contact/enquiries/[id]/route';
import { addTask } from '@/app/(admin)/admin/enquiries/actions';
import { completeTask, reopenTask } from '@/app/(admin)/admin/tasks/actions';
import { connectDb } from '@/lib/server/db';
import { carryOverFollowUps } from '@/lib/server/enquiries/follow-up-carry-over';
import { createLeadTask, dueTaskCount, dueTasks, leadTasks, openTasksOf } from '@/lib/server/enquiries/tasks';
import { getLeadWorkspace } from '@/lib/server/enquiries/workspace';
import { storeLead } from '@/lib/server/leads/store-lead';
import { groupTasks, taskGroup } from '@/lib/enquiries/lead-task';
import type { AuditAction } from '@/lib/audit/actions';
import { AuditEntry } from '@/models/audit-entry';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { LeadTask } from '@/models/lead-task';
import { sampleLeadFindings } from '@/lib/server/enquiries/sample-leads';
import { seedSampleLeads } from '../scripts/lib/seed';
import { SAMPLE_LEADS } from '../scripts/seed-data/sample-leads';
import MyTasksPage from '@/app/(admin)/admin/tasks/page';
import { NotAllowed } from '@/components/admin/not-allowed';
import { PersonChoice } from '@/components/admin/tasks/person-choice';
import { TaskGroups } from '@/components/admin/tasks/task-groups';
import { actAs, formOf, redirectOf } from './support/actions';
import { elementsOf } from './support/elements';
import { authHeaders, createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Tasks on a lead (issue 47): the lead page's add form and the Done and Reopen buttons (form
// actions, as a form posts them before the scripts load), the timeline and the audit log, My tasks'
// groups on Berlin days, the dashboard's Tasks due, and the carry-over of follow-up dates.

let adviser: { id: string; token: string };
let admin: { id: string; token: string };
let editorId: string;

async function newLead(name = 'Lena Lead', owner: string | null = null): Promise<string> {
  const result = await storeLead({ source: 'service', fullName: name, email: `lead-${randomUUID()}@example.org`, message: 'I would like to study in Berlin.', serviceName: 'Student Visa', clientId: randomUUID() });
  if (!result.stored) throw new Error('not stored');
  if (owner) await Enquiry.updateOne({ _id: result.enquiryId }, { $set: { assignedTo: owner } });
  return result.enquiryId;
}

const post = (id: string, fields: Record<string, string>) => addTask(id, null, formOf(fields));
const taskEvents = async (id: string) =>
  (await getLeadWorkspace(id))!.timeline.filter((entry) => entry.kind.startsWith('task-')).map((entry) => [entry.kind, entry.text, entry.actorName]);
const audits = async (action: AuditAction) => (await AuditEntry.find({ action }).sort({ at: 1, _id: 1 }).lean()).map((entry) => [entry.actorEmail, entry.target]);

beforeAll(async () => {
  await connectDb();
  const adviserId = await createUser({ email: 'tasks-adviser@example.com', password: 'long enough password', role: 'adviser', name: 'Ada Adviser' });
  const adminId = await createUser({ email: 'tasks-boss@example.com', password: 'long enough password', role: 'admin', name: 'Bo Boss' });
  editorId = await createUser({ email: 'tasks-editor@example.com', password: 'long enough password', role: 'editor', name: 'Ed Editor' });
  adviser = { id: adviserId, token: await tokenFor(adviserId) };
  admin = { id: adminId, token: await tokenFor(adminId) };
});

beforeEach(async () => {
  actAs(adviser.token);
  await Promise.all([Enquiry.deleteMany({}), LeadEvent.deleteMany({}), LeadTask.deleteMany({}), AuditEntry.deleteMany({})]);
});

describe('adding a task', () => {
  it('stores the title, the due time read as Berlin time and the assignee; on the timeline and audited', async () => {
    const id = await newLead('Anna Schmidt', admin.id);
    const answer = await post(id, { title: '  Call about the visa  ', due: '2026-12-04T09:30', assigneeId: '' });
    expect(answer).toMatchObject({ ok: true, answer: 1, values: {} });
    const [task] = await leadTasks(id);
    // 09:30 in Berlin in December is 08:30 UTC; none chosen: the lead's owner.
    expect(task).toMatchObject({ title: 'Call about the visa', dueAt: '2026-12-04T08:30:00.000Z', assigneeId: admin.id, assigneeName: 'Bo Boss', doneAt: null });
    // Summer time: 09:30 in Berlin is 07:30 UTC.
    await post(id, { title: 'Send the checklist', due: '2027-06-01T09:30', assigneeId: adviser.id });
    expect((await leadTasks(id)).map((row) => [row.title, row.dueAt, row.assigneeName])).toEqual([
      ['Call about the visa', '2026-12-04T08:30:00.000Z', 'Bo Boss'],
      ['Send the checklist', '2027-06-01T07:30:00.000Z', 'Ada Adviser'],
    ]);
    expect(await taskEvents(id)).toEqual([
      ['task-created', 'Call about the visa', 'Ada Adviser'],
      ['task-created', 'Send the checklist', 'Ada Adviser'],
    ]);
    expect(await audits('lead-task-created')).toEqual([
      ['tasks-adviser@example.com', id],
      ['tasks-adviser@example.com', id],
    ]);
    // The lead's API answer keeps followUpAt: its earliest open task.
    const api = await enquiryRoute(new Request(`http://localhost/api/v1/contact/enquiries/${id}`, { headers: authHeaders(adviser.token) }), { params: Promise.resolve({ id }) });
    expect(((await api.json()) as { data: { followUpAt: string } }).data.followUpAt).toBe('2026-12-04T08:30:00.000Z');
  });

  it('a lead without an owner: the task goes to the person adding it', async () => {
    const id = await newLead();
    await post(id, { title: 'Call', due: '2026-12-04T09:30', assigneeId: '' });
    expect((await leadTasks(id))[0]!.assigneeId).toBe(adviser.id);
  });

  it('refuses an empty title, a bad date, an unknown assignee and one without lead access, giving back what was typed', async () => {
    const id = await newLead();
    const typed = { title: '   ', due: '2026-02-30T10:00', assigneeId: 'nobody' };
    const refused = await post(id, typed);
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid',
      answer: 1,
      values: typed,
      fieldErrors: { title: ['Write what is to be done'], due: ['Choose a date and time'], assigneeId: ['Choose a staff member from the list'] },
    });
    expect(await post(id, { title: 'Call', due: 'soon', assigneeId: '' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { due: ['Choose a date and time'] } });
    expect(await post(id, { title: 'Call', due: '2026-12-04T25:00', assigneeId: '' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { due: ['Choose a date and time'] } });
    expect(await post(id, { title: 'x'.repeat(201), due: '2026-12-04T10:00', assigneeId: '' })).toMatchObject({ ok: false, fieldErrors: { title: ['A task can be at most 200 characters'] } });
    const noAccount = await post(id, { title: 'Call', due: '2026-12-04T10:00', assigneeId: '0123456789abcdef01234567' });
    expect(noAccount).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { assigneeId: ['Choose a staff member who works with leads'] }, values: { title: 'Call' } });
    expect(await post(id, { title: 'Call', due: '2026-12-04T10:00', assigneeId: editorId })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { assigneeId: ['Choose a staff member who works with leads'] } });
    expect(await post('0123456789abcdef01234567', { title: 'Call', due: '2026-12-04T10:00', assigneeId: '' })).toMatchObject({ ok: false, code: 'not-found' });
    expect(await LeadTask.countDocuments()).toBe(0);
    expect(await audits('lead-task-created')).toEqual([]);
  });
});

describe('done and open again', () => {
  it('completes and reopens, each once on the timeline and in the audit log; the lead’s next due follows', async () => {
    const id = await newLead('Anna Schmidt');
    await post(id, { title: 'First', due: '2026-12-04T09:00', assigneeId: '' });
    await post(id, { title: 'Second', due: '2026-12-05T09:00', assigneeId: '' });
    const [first] = await leadTasks(id);
    const nextDue = async () => (await Enquiry.findById(id).lean())!.nextTaskDueAt?.toISOString() ?? null;
    expect(await nextDue()).toBe('2026-12-04T08:00:00.000Z');

    expect(await completeTask(null, formOf({ taskId: first!._id }))).toMatchObject({ ok: true });
    // Done again (a second tab): nothing changes.
    expect(await completeTask(null, formOf({ taskId: first!._id }))).toMatchObject({ ok: true });
    expect((await LeadTask.findById(first!._id).lean())!.doneAt).toBeInstanceOf(Date);
    expect(await nextDue()).toBe('2026-12-05T08:00:00.000Z');
    expect((await leadTasks(id)).map((task) => [task.title, task.doneAt !== null])).toEqual([
      ['Second', false],
      ['First', true],
    ]);

    expect(await reopenTask(null, formOf({ taskId: first!._id }))).toMatchObject({ ok: true });
    expect((await LeadTask.findById(first!._id).lean())!.doneAt).toBeNull();
    expect(await nextDue()).toBe('2026-12-04T08:00:00.000Z');

    expect((await taskEvents(id)).map(([kind, text]) => [kind, text])).toEqual([
      ['task-created', 'First'],
      ['task-created', 'Second'],
      ['task-done', 'First'],
      ['task-reopened', 'First'],
    ]);
    expect(await audits('lead-task-done')).toEqual([['tasks-adviser@example.com', id]]);
    expect(await audits('lead-task-reopened')).toEqual([['tasks-adviser@example.com', id]]);
    expect(await completeTask(null, formOf({ taskId: 'nope' }))).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { taskId: ['Name the task'] } });
    expect(await completeTask(null, formOf({ taskId: '0123456789abcdef01234567' }))).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('two Done at once make one change and one timeline entry', async () => {
    const id = await newLead();
    await post(id, { title: 'Call', due: '2026-12-04T09:00', assigneeId: '' });
    const [task] = await leadTasks(id);
    const answers = await Promise.all([completeTask(null, formOf({ taskId: task!._id })), completeTask(null, formOf({ taskId: task!._id }))]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
    expect((await taskEvents(id)).filter(([kind]) => kind === 'task-done')).toHaveLength(1);
    expect(await audits('lead-task-done')).toHaveLength(1);
  });
});

describe('My tasks: open tasks by Berlin day', () => {
  it('groups into overdue (time passed), today and upcoming, around midnight', () => {
    // 23:30 in Berlin on 25 November (22:30 UTC).
    const now = new Date('2026-11-25T22:30:00Z');
    expect(taskGroup('2026-11-25T22:00:00Z', now)).toBe('overdue');
    expect(taskGroup('2026-11-25T22:45:00Z', now)).toBe('today');
    // 00:15 on the 26th in Berlin, still the 25th in UTC.
    expect(taskGroup('2026-11-25T23:15:00Z', now)).toBe('upcoming');
    // Just after midnight in Berlin (23:10 UTC): 23:50 UTC the day before is today's 00:50.
    const afterMidnight = new Date('2026-11-25T23:10:00Z');
    expect(taskGroup('2026-11-25T23:50:00Z', afterMidnight)).toBe('today');
    expect(taskGroup('2026-11-26T22:59:00Z', afterMidnight)).toBe('today');
    expect(taskGroup('2026-11-26T23:00:00Z', afterMidnight)).toBe('upcoming');
  });

  it('on the days the clocks change (23 and 25 hours), today ends at Berlin’s midnight', () => {
    // 29 March 2026: clocks go forward; the day ends at 22:00 UTC (midnight summer time).
    const spring = new Date('2026-03-29T08:00:00Z');
    expect(taskGroup('2026-03-29T21:59:00Z', spring)).toBe('today');
    expect(taskGroup('2026-03-29T22:00:00Z', spring)).toBe('upcoming');
    // 25 October 2026: clocks go back; the day ends at 23:00 UTC (midnight winter time).
    const autumn = new Date('2026-10-25T08:00:00Z');
    expect(taskGroup('2026-10-25T22:30:00Z', autumn)).toBe('today');
    expect(taskGroup('2026-10-25T23:00:00Z', autumn)).toBe('upcoming');
    const grouped = groupTasks([{ dueAt: '2026-10-25T23:00:00.000Z' }, { dueAt: '2026-10-25T07:00:00.000Z' }, { dueAt: '2026-10-25T22:30:00.000Z' }], autumn);
    expect([grouped.overdue.length, grouped.today.length, grouped.upcoming.length]).toEqual([1, 1, 1]);
  });

  it('a person’s open tasks with their leads, soonest first; done tasks and others’ are not listed; the sidebar counts overdue and today', async () => {
    const anna = await newLead('Anna Schmidt', adviser.id);
    const ben = await newLead('Ben Braun', admin.id);
    const actor = { id: adviser.id, name: 'Ada Adviser' };
    const now = new Date('2026-11-25T10:00:00Z');
    await createLeadTask(anna, { title: 'Tomorrow', due: new Date('2026-11-26T09:00:00Z'), assigneeId: '' }, actor);
    await createLeadTask(ben, { title: 'Overdue', due: new Date('2026-11-24T09:00:00Z'), assigneeId: adviser.id }, actor);
    await createLeadTask(anna, { title: 'Later today', due: new Date('2026-11-25T15:00:00Z'), assigneeId: '' }, actor);
    await createLeadTask(ben, { title: 'Boss’s', due: new Date('2026-11-25T11:00:00Z'), assigneeId: '' }, actor);
    const done = await createLeadTask(anna, { title: 'Done', due: new Date('2026-11-25T08:00:00Z'), assigneeId: '' }, actor);
    await LeadTask.updateOne({ _id: done._id }, { $set: { doneAt: new Date() } });

    const mine = await openTasksOf(adviser.id);
    expect(mine.map((task) => [task.title, task.leadName])).toEqual([
      ['Overdue', 'Ben Braun'],
      ['Later today', 'Anna Schmidt'],
      ['Tomorrow', 'Anna Schmidt'],
    ]);
    const groups = groupTasks(mine, now);
    expect([groups.overdue, groups.today, groups.upcoming].map((group) => group.map((task) => task.title))).toEqual([['Overdue'], ['Later today'], ['Tomorrow']]);
    expect(await dueTaskCount(adviser.id, now)).toBe(2);
    expect(await dueTaskCount(admin.id, now)).toBe(1);
  });
});

describe('the dashboard’s Tasks due', () => {
  it('counts everyone’s open tasks overdue and due today (Berlin), with leads and assignees; tomorrow’s are not due', async () => {
    const anna = await newLead('Anna Schmidt', adviser.id);
    const ben = await newLead('Ben Braun');
    const actor = { id: admin.id, name: 'Bo Boss' };
    await createLeadTask(anna, { title: 'Call', due: new Date('2026-11-25T15:00:00Z'), assigneeId: '' }, actor);
    await createLeadTask(ben, { title: 'Write', due: new Date('2026-11-24T09:00:00Z'), assigneeId: '' }, actor);
    await createLeadTask(ben, { title: 'Tomorrow', due: new Date('2026-11-26T09:00:00Z'), assigneeId: '' }, actor);
    const due = await dueTasks(new Date('2026-11-25T10:00:00Z'));
    expect([due.today, due.overdue]).toEqual([1, 1]);
    expect(due.items.map((item) => [item.leadName, item.title, item.overdue, item.assigneeName])).toEqual([
      ['Ben Braun', 'Write', true, 'Bo Boss'],
      ['Anna Schmidt', 'Call', false, 'Ada Adviser'],
    ]);
    // 23:30 UTC on the 25th is already the 26th in Berlin: tomorrow's task is due today.
    const lateEvening = await dueTasks(new Date('2026-11-25T23:30:00Z'));
    expect([lateEvening.today, lateEvening.overdue]).toEqual([1, 2]);
  });
});

describe('carrying follow-up dates over into tasks', () => {
  it('turns each follow-up into one open task for the lead’s owner and clears it, once, with two runs at once', async () => {
    const anna = await newLead('Anna Schmidt', adviser.id);
    const ben = await newLead('Ben Braun');
    await newLead('Nobody Waiting');
    await Enquiry.updateOne({ _id: anna }, { $set: { followUpAt: new Date('2026-11-30T23:00:00Z') } });
    await Enquiry.updateOne({ _id: ben }, { $set: { followUpAt: new Date('2026-12-01T23:00:00Z') } });

    const made = await Promise.all([carryOverFollowUps(), carryOverFollowUps()]);
    expect(made[0]! + made[1]!).toBe(2);
    expect(await carryOverFollowUps()).toBe(0);

    const tasks = await LeadTask.find({}).sort({ dueAt: 1 }).lean();
    expect(tasks.map((task) => [task.enquiryId.toString(), task.title, task.dueAt.toISOString(), task.assigneeId, task.doneAt, task.fromFollowUp])).toEqual([
      [anna, 'Follow up', '2026-11-30T23:00:00.000Z', adviser.id, null, true],
      [ben, 'Follow up', '2026-12-01T23:00:00.000Z', null, null, true],
    ]);
    const leads = await Enquiry.find({}).select('fullName followUpAt nextTaskDueAt').sort({ fullName: 1 }).lean();
    expect(leads.map((lead) => [lead.fullName, lead.followUpAt, lead.nextTaskDueAt?.toISOString() ?? null])).toEqual([
      ['Anna Schmidt', null, '2026-11-30T23:00:00.000Z'],
      ['Ben Braun', null, '2026-12-01T23:00:00.000Z'],
      ['Nobody Waiting', null, null],
    ]);
  });

  it('a run cut off after the task was made finishes the lead next time without a second task', async () => {
    const anna = await newLead('Anna Schmidt', adviser.id);
    await Enquiry.updateOne({ _id: anna }, { $set: { followUpAt: new Date('2026-11-30T23:00:00Z') } });
    await carryOverFollowUps();
    // As if the process had stopped before clearing it.
    await Enquiry.updateOne({ _id: anna }, { $set: { followUpAt: new Date('2026-11-30T23:00:00Z') } });
    expect(await carryOverFollowUps()).toBe(0);
    expect(await LeadTask.countDocuments({ enquiryId: anna })).toBe(1);
    expect((await Enquiry.findById(anna).lean())!.followUpAt).toBeNull();
  });
});

describe('the seed’s sample leads', () => {
  it('adds the sample leads, three with tasks for the first administrator, once (two seeds at once), listed by the launch check', async () => {
    const now = new Date('2026-12-03T10:00:00Z');
    const runs = await Promise.all([seedSampleLeads(now), seedSampleLeads(now)]);
    expect(runs[0]!.inserted + runs[1]!.inserted).toBe(SAMPLE_LEADS.length);
    expect((await seedSampleLeads(now)).inserted).toBe(0);
    const withTasks = await Enquiry.find({ nextTaskDueAt: mongoose.trusted({ $ne: null }) }).sort({ nextTaskDueAt: 1 }).lean();
    expect(withTasks.map((lead) => [lead.fullName, lead.sample, lead.assignedTo])).toEqual([
      ['Amira Haddad', true, admin.id],
      ['Carlos Mendes', true, admin.id],
      ['Sofia Rossi', true, admin.id],
    ]);
    const tasks = await LeadTask.find({}).lean();
    expect(tasks).toHaveLength(3);
    expect(tasks.every((task) => task.sample === true && task.assigneeId === admin.id && task.doneAt === null)).toBe(true);
    // One overdue, one today, one upcoming on My tasks.
    const groups = groupTasks(await openTasksOf(admin.id), now);
    expect([groups.overdue.length, groups.today.length, groups.upcoming.length]).toEqual([1, 1, 1]);
    expect((await sampleLeadFindings()).map((item) => [item.area, item.title])).toEqual([['Leads', `${SAMPLE_LEADS.length} sample leads are still among the leads.`]]);
  });
});

describe('the My tasks page for each role', () => {
  const open = (person?: string) => MyTasksPage({ searchParams: Promise.resolve(person ? { person } : {}) });
  const shownTitles = (page: Awaited<ReturnType<typeof open>>) => elementsOf(page, TaskGroups).flatMap((groups) => (groups.props.tasks as Array<{ title: string }>).map((task) => task.title));

  it('no session: off to sign in; an editor: not allowed; an adviser: their own, whoever is asked for; an administrator: anyone’s', async () => {
    const lead = await newLead('Anna Schmidt');
    const actor = { id: admin.id, name: 'Bo Boss' };
    await createLeadTask(lead, { title: 'Adviser’s', due: new Date('2030-01-15T09:00:00Z'), assigneeId: adviser.id }, actor);
    await createLeadTask(lead, { title: 'Boss’s', due: new Date('2030-01-15T09:00:00Z'), assigneeId: admin.id }, actor);

    actAs(null);
    expect(await redirectOf(open())).toBe('/login?next=%2Fadmin%2Ftasks');
    actAs(await tokenFor(editorId));
    expect(elementsOf(await open(), NotAllowed)).toHaveLength(1);
    actAs(adviser.token);
    const advisers = await open(admin.id);
    expect(shownTitles(advisers)).toEqual(['Adviser’s']);
    expect(elementsOf(advisers, PersonChoice)).toHaveLength(0);
    actAs(admin.token);
    expect(shownTitles(await open())).toEqual(['Boss’s']);
    const chosen = await open(adviser.id);
    expect(shownTitles(chosen)).toEqual(['Adviser’s']);
    expect(elementsOf(chosen, PersonChoice)[0]!.props.chosen).toBe(adviser.id);
    // Not an account with lead access: their own list.
    expect(shownTitles(await open(editorId))).toEqual(['Boss’s']);
    expect(shownTitles(await open('not-an-id'))).toEqual(['Boss’s']);
  });
});
