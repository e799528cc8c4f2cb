import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as listRoute } from '@/app/api/v1/contact/enquiries/route';
import { GET as exportRoute } from '@/app/api/v1/contact/enquiries/export/route';
import { DELETE as deleteRoute } from '@/app/api/v1/contact/enquiries/[id]/route';
import { PATCH as statusRoute } from '@/app/api/v1/contact/enquiries/[id]/status/route';
import { addNote, assignOwner, deleteLead, markLeadRead, setFollowUpDay, setLeadStatus } from '@/app/(admin)/admin/enquiries/actions';
import { connectDb, DatabaseUnavailable } from '@/lib/server/db';
import { UNAVAILABLE_MESSAGE } from '@/lib/server/http';
import { storeLead } from '@/lib/server/leads/store-lead';
import { createLeadTask, setLeadTaskDone } from '@/lib/server/enquiries/tasks';
import { getLeadWorkspace } from '@/lib/server/enquiries/workspace';
import type { LeadWorkspaceDto } from '@/lib/enquiries/workspace';
import { addDays, berlinDay, berlinDayStart } from '@/lib/time/berlin';
import { AuditEntry } from '@/models/audit-entry';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { LeadTask } from '@/models/lead-task';
import { OutboxMessage } from '@/models/outbox-message';
import { actAs, dataOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The lead workspace: timeline, notes, owner and follow-up (the lead page's Server Actions), the
// inbox's views, linked enquiries.
type Context = { params: Promise<{ id: string }> };
type Route = (request: Request, context: Context) => Promise<Response>;
const BASE = 'http://localhost/api/v1/contact/enquiries';

let adviser: { id: string; token: string; headers: Record<string, string> };
let admin: { id: string; token: string; headers: Record<string, string> };
let editorId: string;

async function call(route: Route, id: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; path?: string } = {}) {
  const headers = { ...(init.headers ?? adviser.headers), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) };
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const response = await route(new Request(`${BASE}${init.path ?? `/${id}`}`, { method: init.method ?? 'GET', headers, body }), { params: Promise.resolve({ id }) });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked field by field
  const json: Record<string, any> = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : {};
  return { status: response.status, body: json, text };
}

async function newLead(email = `lead-${randomUUID()}@example.org`, name = 'Lena Lead'): Promise<string> {
  const result = await storeLead({ source: 'service', fullName: name, email, message: 'I would like to study in Berlin.', serviceName: 'Student Visa', clientId: randomUUID() });
  if (!result.stored) throw new Error('not stored');
  return result.enquiryId;
}

// What the lead's page shows (its page reads it on the server).
async function workspace(id: string): Promise<LeadWorkspaceDto> {
  const read = await getLeadWorkspace(id);
  if (!read) throw new Error(`no workspace for ${id}`);
  return JSON.parse(JSON.stringify(read)) as LeadWorkspaceDto;
}

beforeAll(async () => {
  await connectDb();
  await Enquiry.init();
  const adviserId = await createUser({ email: 'adviser@example.com', password: 'long enough password', role: 'adviser', name: 'Ada Adviser' });
  const adminId = await createUser({ email: 'boss@example.com', password: 'long enough password', role: 'admin', name: 'Bo Boss' });
  editorId = await createUser({ email: 'editor@example.com', password: 'long enough password', role: 'editor', name: 'Ed Editor' });
  const [adviserToken, adminToken] = [await tokenFor(adviserId), await tokenFor(adminId)];
  adviser = { id: adviserId, token: adviserToken, headers: authHeaders(adviserToken) };
  admin = { id: adminId, token: adminToken, headers: authHeaders(adminToken) };
});

beforeEach(async () => {
  actAs(adviser.token);
  await Enquiry.deleteMany({});
  await LeadEvent.deleteMany({});
  await LeadTask.deleteMany({});
  await OutboxMessage.deleteMany({});
});

describe('the lead timeline', () => {
  it('shows the arrival, its two e-mails, and each status change with who made it, in order', async () => {
    const id = await newLead();
    expect((await call(statusRoute, id, { method: 'PATCH', path: `/${id}/status`, body: { status: 'read' } })).status).toBe(200);
    // Setting the same status again is no new event.
    await call(statusRoute, id, { method: 'PATCH', path: `/${id}/status`, body: { status: 'read' } });
    await call(statusRoute, id, { method: 'PATCH', path: `/${id}/status`, body: { status: 'closed' }, headers: admin.headers });
    const { timeline } = await workspace(id);
    expect(timeline.map((entry) => [entry.kind, entry.mailKind ?? entry.status ?? '', entry.actorName])).toEqual([
      ['received', '', ''],
      ['mail', 'notification', ''],
      ['mail', 'acknowledgement', ''],
      ['status', 'read', 'Ada Adviser'],
      ['status', 'closed', 'Bo Boss'],
    ]);
    expect(timeline[1]?.delivery?.state).toBe('pending');
    const times = timeline.map((entry) => entry.at);
    expect([...times].sort()).toEqual(times);
  });

  it('adds notes (plain text with line breaks), refuses empty or too long ones, and 404s an unknown lead', async () => {
    const id = await newLead();
    const before = (await Enquiry.findById(id).lean())!.lastActivityAt!;
    expect(await addNote(id, { text: '  Called her.\nShe will send her transcript.  ' })).toEqual({ ok: true, data: undefined });
    expect(await addNote(id, { text: '   ' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { text: ['Write a note'] } });
    expect(await addNote(id, { text: 'x'.repeat(5001) })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await addNote(id, 'not an object' as never)).toMatchObject({ ok: false, code: 'invalid' });
    const unknown = new mongoose.Types.ObjectId().toString();
    expect(await addNote(unknown, { text: 'hi' })).toMatchObject({ ok: false, code: 'not-found' });
    const notes = (await workspace(id)).timeline.filter((entry) => entry.kind === 'note');
    expect(notes).toEqual([expect.objectContaining({ text: 'Called her.\nShe will send her transcript.', actorName: 'Ada Adviser' })]);
    expect((await Enquiry.findById(id).lean())!.lastActivityAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    // A note is never mailed.
    expect(await OutboxMessage.countDocuments({ text: /transcript/ })).toBe(0);
  });

  it('assigns to staff with lead access only, unassigns, and records both', async () => {
    const id = await newLead();
    const assignedTo = async () => (await Enquiry.findById(id).lean())!.assignedTo?.toString() ?? null;
    dataOf(await assignOwner(id, { assigneeId: admin.id }));
    expect(await assignedTo()).toBe(admin.id);
    for (const assigneeId of [editorId, new mongoose.Types.ObjectId().toString()]) {
      expect(await assignOwner(id, { assigneeId })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { assigneeId: ['Choose a staff member who works with leads'] } });
    }
    expect(await assignOwner(id, { assigneeId: 'me' })).toMatchObject({ ok: false, code: 'invalid' });
    const disabled = await createUser({ email: `off-${randomUUID()}@example.com`, password: 'long enough password', role: 'adviser', disabled: true });
    expect(await assignOwner(id, { assigneeId: disabled })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await assignedTo()).toBe(admin.id);
    dataOf(await assignOwner(id, { assigneeId: null }));
    expect(await assignedTo()).toBeNull();
    const view = await workspace(id);
    expect(view.assignee).toBeNull();
    expect(view.assignable.map((option) => option.name)).toEqual(['Ada Adviser', 'Bo Boss']);
    expect(view.timeline.filter((entry) => entry.kind === 'assigned').map((entry) => entry.assigneeName)).toEqual(['Bo Boss', null]);
  });

  it('a follow-up day (Berlin) becomes a “Follow up” task due at 09:00 that day, on the timeline', async () => {
    const id = await newLead();
    dataOf(await setFollowUpDay(id, { date: '2026-12-01' }));
    const tasks = await LeadTask.find({ enquiryId: id }).lean();
    expect(tasks.map((task) => [task.title, task.dueAt.toISOString(), task.assigneeId, task.doneAt])).toEqual([['Follow up', '2026-12-01T08:00:00.000Z', adviser.id, null]]);
    expect((await Enquiry.findById(id).lean())!.followUpAt).toBeNull();
    expect(await setFollowUpDay(id, { date: '2026-02-30' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { date: ['Choose a date'] } });
    expect(await setFollowUpDay(id, { date: 'tomorrow' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { date: ['Choose a date'] } });
    const entries = (await workspace(id)).timeline.filter((entry) => entry.kind.startsWith('task-'));
    expect(entries.map((entry) => [entry.kind, entry.text, entry.dueAt])).toEqual([['task-created', 'Follow up', '2026-12-01T08:00:00.000Z']]);
  });

  it('links the person’s other enquiries by e-mail address, whatever its case', async () => {
    const first = await newLead('same.person@example.org');
    const second = await newLead('Same.Person@Example.org');
    await newLead('someone.else@example.org');
    const others = (await workspace(second)).others;
    expect(others.map((other) => other._id)).toEqual([first]);
    expect((await workspace(first)).others.map((other) => other._id)).toEqual([second]);
  });

  it('shows where the lead came from', async () => {
    const result = await storeLead({
      source: 'contact',
      fullName: 'Utm Person',
      email: 'utm@example.org',
      message: 'Hello there, a question.',
      clientId: randomUUID(),
      attribution: { landingPage: '/blog/opportunity-card', referrer: 'https://www.google.com/', utmSource: 'newsletter', utmCampaign: 'autumn', pagePath: '/contact' },
    });
    const id = result.stored ? result.enquiryId : '';
    expect((await workspace(id)).attribution).toMatchObject({ landingPage: '/blog/opportunity-card', utmSource: 'newsletter', pagePath: '/contact' });
    expect((await workspace(await newLead())).attribution).toBeNull();
  });

  it('deleting a lead removes its timeline too', async () => {
    const id = await newLead();
    dataOf(await addNote(id, { text: 'private' }));
    expect((await call(deleteRoute, id, { method: 'DELETE' })).status).toBe(200);
    expect(await LeadEvent.countDocuments({ enquiryId: id })).toBe(0);
  });
});

describe('the inbox\'s actions', () => {
  it('set a status (on the timeline, with who), mark read, and delete (audited as the API\'s DELETE)', async () => {
    const id = await newLead();
    expect(await markLeadRead(id)).toMatchObject({ ok: true, data: { _id: id, status: 'read', isRead: true } });
    expect(await setLeadStatus({ id, status: 'closed' })).toMatchObject({ ok: true, data: { status: 'closed', isRead: true } });
    expect(await setLeadStatus({ id, status: 'archived' as never })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { status: ['Status must be one of new, read, replied, closed'] } });
    expect((await workspace(id)).timeline.filter((entry) => entry.kind === 'status').map((entry) => [entry.status, entry.actorName])).toEqual([['closed', 'Ada Adviser']]);
    const unknown = new mongoose.Types.ObjectId().toString();
    for (const refused of [await markLeadRead(unknown), await setLeadStatus({ id: unknown, status: 'read' }), await deleteLead(unknown)]) {
      expect(refused).toMatchObject({ ok: false, code: 'not-found', message: 'Enquiry not found' });
    }
    expect(await deleteLead('not-an-id')).toMatchObject({ ok: false, code: 'invalid', message: 'Invalid enquiry id' });
    dataOf(await deleteLead(id));
    expect(await Enquiry.countDocuments({ _id: id })).toBe(0);
    expect(await AuditEntry.countDocuments({ action: 'lead-deleted', target: id, actorEmail: 'adviser@example.com' })).toBe(1);
  });
});

describe('a database outage during a lead action', () => {
  it('answers the outage message (the form keeps what was typed) and records nothing', async () => {
    const id = await newLead();
    vi.spyOn(Enquiry, 'exists').mockRejectedValueOnce(new DatabaseUnavailable('Could not connect to the database'));
    expect(await addNote(id, { text: 'Called her.' })).toEqual({ ok: false, code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    vi.restoreAllMocks();
    expect(await LeadEvent.countDocuments({ enquiryId: id, kind: 'note' })).toBe(0);
  });
});

describe('the inbox views', () => {
  async function list(view: string, headers = adviser.headers) {
    const answer = await listRoute(new Request(`${BASE}?view=${view}`, { headers }), { params: Promise.resolve({}) } as never);
    const body = (await answer.json()) as { data: { enquiries: Array<{ fullName: string }>; pagination: { totalEnquiries: number } } };
    return { names: body.data.enquiries.map((row) => row.fullName).sort(), total: body.data.pagination.totalEnquiries };
  }

  it('“Mine”, “Unassigned” and “Task due” (an open task due today in Berlin or earlier; tomorrow is not due)', async () => {
    const today = berlinDay(new Date());
    const tomorrow = addDays(today, 1);
    const mine = await newLead(undefined, 'Mine Today');
    const theirs = await newLead(undefined, 'Theirs Overdue');
    await newLead(undefined, 'Nobody');
    const later = await newLead(undefined, 'Mine Tomorrow');
    await Enquiry.updateOne({ _id: mine }, { $set: { assignedTo: adviser.id } });
    await Enquiry.updateOne({ _id: theirs }, { $set: { assignedTo: admin.id } });
    await Enquiry.updateOne({ _id: later }, { $set: { assignedTo: adviser.id } });
    const actor = { id: adviser.id, name: 'Ada Adviser' };
    await createLeadTask(mine, { title: 'Call', due: berlinDayStart(today), assigneeId: '' }, actor);
    await createLeadTask(theirs, { title: 'Call', due: new Date(berlinDayStart(today).getTime() - 86_400_000), assigneeId: '' }, actor);
    await createLeadTask(later, { title: 'Call', due: berlinDayStart(tomorrow), assigneeId: '' }, actor);
    // A done task is not due.
    const done = await newLead(undefined, 'Done Today');
    const doneTask = await createLeadTask(done, { title: 'Call', due: berlinDayStart(today), assigneeId: '' }, actor);
    await setLeadTaskDone(doneTask._id, true, actor);
    expect(await list('mine')).toEqual({ names: ['Mine Today', 'Mine Tomorrow'], total: 2 });
    expect(await list('mine', admin.headers)).toEqual({ names: ['Theirs Overdue'], total: 1 });
    expect(await list('unassigned')).toEqual({ names: ['Done Today', 'Nobody'], total: 2 });
    expect(await list('follow-up-due')).toEqual({ names: ['Mine Today', 'Theirs Overdue'], total: 2 });
    expect((await list('all')).total).toBe(5);
    const refused = await listRoute(new Request(`${BASE}?view=everyone`, { headers: adviser.headers }), { params: Promise.resolve({}) } as never);
    expect(refused.status).toBe(400);
  });

  it('exports the chosen enquiries only (ids), with the lead-export audit', async () => {
    const a = await newLead(undefined, 'Chosen One');
    await newLead(undefined, 'Not Chosen');
    const answer = await exportRoute(new Request(`${BASE}/export?ids=${a}`, { headers: adviser.headers }), { params: Promise.resolve({}) } as never);
    const csv = await answer.text();
    expect(csv).toContain('Chosen One');
    expect(csv).not.toContain('Not Chosen');
    const bad = await exportRoute(new Request(`${BASE}/export?ids=${a},x`, { headers: adviser.headers }), { params: Promise.resolve({}) } as never);
    expect(bad.status).toBe(400);
  });
});
