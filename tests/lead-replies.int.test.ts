import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as replyRoute } from '@/app/api/v1/contact/enquiries/[id]/replies/route';
import { POST as resendRoute } from '@/app/api/v1/contact/enquiries/[id]/mail/resend/route';
import { GET as workspaceRoute } from '@/app/api/v1/contact/enquiries/[id]/workspace/route';
import { GET as failedRoute } from '@/app/api/v1/contact/enquiries/failed-mail/route';
import { POST as bulkRoute } from '@/app/api/v1/contact/enquiries/bulk/route';
import { resetTemplate, saveTemplate } from '@/app/(admin)/admin/reply-templates/actions';
import { connectDb } from '@/lib/server/db';
import { listReplyTemplates } from '@/lib/server/replies/templates';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { storeLead } from '@/lib/server/leads/store-lead';
import type { LeadWorkspaceDto } from '@/lib/enquiries/workspace';
import { AuditEntry } from '@/models/audit-entry';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { OutboxMessage } from '@/models/outbox-message';
import { ReplyTemplateModel } from '@/models/reply-template';
import type { ReplyTemplateInput } from '@/lib/validation/reply';
import { actAs, dataOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';
import { startSmtpForOutbox, stopSmtpForOutbox, type TestSmtp } from './support/smtp';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Replies from the back office through the outbox (a real SMTP server), templates, failed mail
// sent again, and bulk actions.
type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const BASE = 'http://localhost/api/v1';
let smtp: TestSmtp;
let adviser: Record<string, string>;
let adviserToken: string;
let adminToken: string;
let adviserId: string;

async function call(route: unknown, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; id?: string } = {}) {
  const headers = { ...(init.headers ?? adviser), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) };
  const request = new Request(`${BASE}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const response = await (route as Route)(request, { params: Promise.resolve({ id: init.id ?? '' }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked field by field
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function newLead(name = 'Lena Lead', email = `lead-${randomUUID()}@example.org`): Promise<string> {
  const result = await storeLead({ source: 'contact', fullName: name, email, message: 'Can you help me with my visa?', clientId: randomUUID() });
  if (!result.stored) throw new Error('not stored');
  return result.enquiryId;
}

beforeAll(async () => {
  smtp = await startSmtpForOutbox();
  await connectDb();
  adviserId = await createUser({ email: 'ada@firm.test', password: 'long enough password', role: 'adviser', name: 'Ada Adviser' });
  adviserToken = await tokenFor(adviserId);
  adviser = authHeaders(adviserToken);
  adminToken = await tokenFor(await createUser({ email: 'boss@firm.test', password: 'long enough password', role: 'admin', name: 'Bo Boss' }));
});

afterAll(() => stopSmtpForOutbox(smtp));

beforeEach(async () => {
  await settleDetachedTasks();
  await Promise.all([Enquiry.deleteMany({}), LeadEvent.deleteMany({}), OutboxMessage.deleteMany({}), ReplyTemplateModel.deleteMany({})]);
  smtp.received.length = 0;
  smtp.rejected.clear();
});

describe('a reply from the back office', () => {
  it('is sent once from the firm with Reply-To the staff member, logged with its delivery, and makes the lead replied', async () => {
    const id = await newLead('Lena Lead', 'lena@example.org');
    const sent = await call(replyRoute, `/contact/enquiries/${id}/replies`, { method: 'POST', id, body: { subject: 'Your visa question', body: 'Dear Lena,\n\nyes, we can help.\n\nAda' } });
    expect(sent.status).toBe(201);
    await settleDetachedTasks();
    // Delivering again sends nothing more.
    await deliverDueMessages();
    const toLead = smtp.received.filter((mail) => mail.envelopeTo.includes('lena@example.org') && mail.header('subject') === 'Your visa question');
    expect(toLead).toHaveLength(1);
    expect(toLead[0]!.header('reply-to')).toContain('ada@firm.test');
    expect(toLead[0]!.header('from')).not.toContain('ada@firm.test');
    expect(toLead[0]!.body).toContain('yes, we can help.');
    const workspace = (await call(workspaceRoute, `/contact/enquiries/${id}/workspace`, { id })).body.data as LeadWorkspaceDto;
    expect(workspace.enquiry.status).toBe('replied');
    const reply = workspace.timeline.find((entry) => entry.kind === 'reply');
    expect(reply).toMatchObject({ actorName: 'Ada Adviser', subject: 'Your visa question', text: 'Dear Lena,\n\nyes, we can help.\n\nAda', delivery: { state: 'sent' } });
    // One entry per reply (not also a separate mail entry), and the status change beside it.
    expect(workspace.timeline.filter((entry) => entry.mailKind?.startsWith('reply:'))).toHaveLength(1);
    expect(workspace.timeline.some((entry) => entry.kind === 'status' && entry.status === 'replied')).toBe(true);
  });

  it('shows a reply that failed as failed, lists it for the banner, and sends it again on Resend (once)', async () => {
    const id = await newLead('Bounce Person', 'bounce@example.org');
    smtp.rejected.add('bounce@example.org');
    await call(replyRoute, `/contact/enquiries/${id}/replies`, { method: 'POST', id, body: { subject: 'Hello', body: 'Text' } });
    await settleDetachedTasks();
    const failed = (await call(failedRoute, '/contact/enquiries/failed-mail')).body.data as Array<{ enquiryId: string; kind: string; fullName: string }>;
    // The acknowledgement to the same address failed too (550 is permanent).
    expect(failed.map((mail) => [mail.enquiryId, mail.fullName, mail.kind.replace(/:.*/, '')]).sort()).toEqual([
      [id, 'Bounce Person', 'acknowledgement'],
      [id, 'Bounce Person', 'reply'],
    ]);
    const replyKind = failed.find((mail) => mail.kind.startsWith('reply:'))!.kind;
    smtp.rejected.clear();
    expect((await call(resendRoute, `/contact/enquiries/${id}/mail/resend`, { method: 'POST', id, body: { kind: replyKind } })).status).toBe(200);
    await settleDetachedTasks();
    expect(smtp.received.filter((mail) => mail.header('subject') === 'Hello')).toHaveLength(1);
    // Not failed any more: a second Resend is refused.
    expect((await call(resendRoute, `/contact/enquiries/${id}/mail/resend`, { method: 'POST', id, body: { kind: replyKind } })).status).toBe(409);
    expect((await call(resendRoute, `/contact/enquiries/${id}/mail/resend`, { method: 'POST', id, body: { kind: 'everything' } })).status).toBe(400);
    const timeline = ((await call(workspaceRoute, `/contact/enquiries/${id}/workspace`, { id })).body.data as LeadWorkspaceDto).timeline;
    expect(timeline.find((entry) => entry.kind === 'reply')?.delivery?.state).toBe('sent');
    expect(timeline.filter((entry) => entry.kind === 'mail-resent')).toHaveLength(1);
  });

  it('refuses an empty or multi-line subject, an empty body, and an unknown lead', async () => {
    const id = await newLead();
    const empty = await call(replyRoute, `/contact/enquiries/${id}/replies`, { method: 'POST', id, body: { subject: ' ', body: '' } });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['body', 'subject']);
    expect((await call(replyRoute, `/contact/enquiries/${id}/replies`, { method: 'POST', id, body: { subject: 'a\r\nBcc: x@y.z', body: 'b' } })).status).toBe(400);
    const unknown = '0123456789abcdef01234567';
    expect((await call(replyRoute, `/contact/enquiries/${unknown}/replies`, { method: 'POST', id: unknown, body: { subject: 'a', body: 'b' } })).status).toBe(404);
    expect(await OutboxMessage.countDocuments({ kind: /^reply:/ })).toBe(0);
  });
});

describe('reply templates', () => {
  it('lists a default per service and language; administrators change and reset one (their actions), advisers may not', async () => {
    const all = await listReplyTemplates();
    expect(all).toHaveLength(14);
    expect(all.every((template) => !template.customised)).toBe(true);
    const edit = { service: 'opportunity-card', language: 'de', subject: 'Ihre Chancenkarte', body: 'Hallo {name}, zu {service}: …' } as const;
    const audited = (details: string) => AuditEntry.countDocuments({ action: 'settings-changed', target: 'reply template', details, actorEmail: 'boss@firm.test' });
    const savedBefore = await audited('opportunity-card (de)');
    const resetBefore = await audited('opportunity-card (de) back to the default');
    actAs(adviserToken);
    expect(await saveTemplate(edit)).toMatchObject({ ok: false, code: 'forbidden' });
    actAs(adminToken);
    dataOf(await saveTemplate(edit));
    dataOf(await saveTemplate(edit));
    expect(await ReplyTemplateModel.countDocuments()).toBe(1);
    const changed = (await listReplyTemplates()).find((t) => t.service === 'opportunity-card' && t.language === 'de');
    expect(changed).toMatchObject({ subject: 'Ihre Chancenkarte', customised: true });
    expect(await audited('opportunity-card (de)')).toBe(savedBefore + 2);
    const bad = await saveTemplate({ ...edit, service: 'astrology', language: 'fr' } as unknown as ReplyTemplateInput);
    expect(bad).toMatchObject({ ok: false, code: 'invalid' });
    expect(Object.keys((!bad.ok && bad.fieldErrors) || {}).sort()).toEqual(['language', 'service']);
    actAs(adviserToken);
    expect(await resetTemplate({ service: 'opportunity-card', language: 'de' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await ReplyTemplateModel.countDocuments()).toBe(1);
    actAs(adminToken);
    dataOf(await resetTemplate({ service: 'opportunity-card', language: 'de' }));
    expect(await ReplyTemplateModel.countDocuments()).toBe(0);
    expect(await audited('opportunity-card (de) back to the default')).toBe(resetBefore + 1);
  });
});

describe('bulk actions', () => {
  it('sets a status on several leads, each on its own timeline; a lead gone meanwhile is reported, not an error', async () => {
    const ids = [await newLead('One'), await newLead('Two'), await newLead('Three')];
    const gone = '0123456789abcdef01234567';
    const closed = await call(bulkRoute, '/contact/enquiries/bulk', { method: 'POST', body: { action: 'status', ids: [...ids, gone], status: 'closed' } });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe('3 enquiries updated');
    expect(closed.body.data.missing).toEqual([gone]);
    expect(await Enquiry.countDocuments({ status: 'closed' })).toBe(3);
    expect(await LeadEvent.countDocuments({ kind: 'status', status: 'closed' })).toBe(3);
  });

  it('assigns and deletes several (deletions audited one by one), and refuses bad input', async () => {
    const ids = [await newLead('A'), await newLead('B')];
    expect((await call(bulkRoute, '/contact/enquiries/bulk', { method: 'POST', body: { action: 'assign', ids, assigneeId: adviserId } })).status).toBe(200);
    expect(await Enquiry.countDocuments({ assignedTo: adviserId })).toBe(2);
    const deleted = await call(bulkRoute, '/contact/enquiries/bulk', { method: 'POST', body: { action: 'delete', ids } });
    expect(deleted.body.message).toBe('2 enquiries deleted');
    expect(await Enquiry.countDocuments()).toBe(0);
    expect(await OutboxMessage.countDocuments()).toBe(0);
    expect(await AuditEntry.countDocuments({ action: 'lead-deleted', details: 'bulk' })).toBe(2);
    for (const body of [{ action: 'status', ids: [], status: 'closed' }, { action: 'archive', ids }, { action: 'status', ids: Array(101).fill(ids[0]), status: 'read' }, { action: 'status', ids: ['x'], status: 'read' }]) {
      expect((await call(bulkRoute, '/contact/enquiries/bulk', { method: 'POST', body })).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });
});
