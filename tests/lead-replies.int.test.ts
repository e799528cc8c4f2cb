import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resendMail, runBulk, sendReply } from '@/app/(admin)/admin/enquiries/actions';
import { resetTemplate, saveTemplate } from '@/app/(admin)/admin/reply-templates/actions';
import { connectDb } from '@/lib/server/db';
import { listReplyTemplates } from '@/lib/server/replies/templates';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { getLeadWorkspace } from '@/lib/server/enquiries/workspace';
import { failedLeadMail } from '@/lib/server/leads/lead-mail';
import { storeLead } from '@/lib/server/leads/store-lead';
import type { ReplyTemplateInput } from '@/lib/replies/reply-template';
import { AuditEntry } from '@/models/audit-entry';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { OutboxMessage } from '@/models/outbox-message';
import { ReplyTemplateModel } from '@/models/reply-template';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { startSmtpForOutbox, stopSmtpForOutbox, type TestSmtp } from './support/smtp';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Replies from the back office through the outbox (a real SMTP server), templates, failed mail
// sent again, and bulk actions (the lead Server Actions, as the inbox and a lead's page call them).
let smtp: TestSmtp;
let adminToken: string;
let adviserId: string;
let adviserToken: string;

async function workspace(id: string) {
  const read = await getLeadWorkspace(id);
  if (!read) throw new Error(`no workspace for ${id}`);
  return read;
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
  adminToken = await tokenFor(await createUser({ email: 'boss@firm.test', password: 'long enough password', role: 'admin', name: 'Bo Boss' }));
});

afterAll(() => stopSmtpForOutbox(smtp));

beforeEach(async () => {
  actAs(adviserToken);
  await settleDetachedTasks();
  await Promise.all([Enquiry.deleteMany({}), LeadEvent.deleteMany({}), OutboxMessage.deleteMany({}), ReplyTemplateModel.deleteMany({})]);
  smtp.received.length = 0;
  smtp.rejected.clear();
});

describe('a reply from the back office', () => {
  it('is sent once from the firm with Reply-To the staff member, logged with its delivery, and makes the lead replied', async () => {
    const id = await newLead('Lena Lead', 'lena@example.org');
    expect(await sendReply(id, { subject: 'Your visa question', body: 'Dear Lena,\n\nyes, we can help.\n\nAda' })).toEqual({ ok: true, data: undefined });
    await settleDetachedTasks();
    // Delivering again sends nothing more.
    await deliverDueMessages();
    const toLead = smtp.received.filter((mail) => mail.envelopeTo.includes('lena@example.org') && mail.header('subject') === 'Your visa question');
    expect(toLead).toHaveLength(1);
    expect(toLead[0]!.header('reply-to')).toContain('ada@firm.test');
    expect(toLead[0]!.header('from')).not.toContain('ada@firm.test');
    expect(toLead[0]!.body).toContain('yes, we can help.');
    const { enquiry, timeline } = await workspace(id);
    expect(enquiry.status).toBe('replied');
    const reply = timeline.find((entry) => entry.kind === 'reply');
    expect(reply).toMatchObject({ actorName: 'Ada Adviser', subject: 'Your visa question', text: 'Dear Lena,\n\nyes, we can help.\n\nAda', delivery: { state: 'sent' } });
    // One entry per reply (not also a separate mail entry), and the status change beside it.
    expect(timeline.filter((entry) => entry.mailKind?.startsWith('reply:'))).toHaveLength(1);
    expect(timeline.some((entry) => entry.kind === 'status' && entry.status === 'replied')).toBe(true);
  });

  it('shows a reply that failed as failed, lists it for the banner, and sends it again on Resend (once)', async () => {
    const id = await newLead('Bounce Person', 'bounce@example.org');
    smtp.rejected.add('bounce@example.org');
    dataOf(await sendReply(id, { subject: 'Hello', body: 'Text' }));
    await settleDetachedTasks();
    // What the inbox's banner lists (its page reads it on the server).
    const failed = await failedLeadMail();
    // The acknowledgement to the same address failed too (550 is permanent).
    expect(failed.map((mail) => [mail.enquiryId, mail.fullName, mail.kind.replace(/:.*/, '')]).sort()).toEqual([
      [id, 'Bounce Person', 'acknowledgement'],
      [id, 'Bounce Person', 'reply'],
    ]);
    const replyKind = failed.find((mail) => mail.kind.startsWith('reply:'))!.kind;
    smtp.rejected.clear();
    expect(await resendMail({ id, kind: replyKind })).toEqual({ ok: true, data: undefined });
    await settleDetachedTasks();
    expect(smtp.received.filter((mail) => mail.header('subject') === 'Hello')).toHaveLength(1);
    // Not failed any more: a second Resend is refused.
    expect(await resendMail({ id, kind: replyKind })).toMatchObject({ ok: false, code: 'conflict', message: 'This e-mail has not failed: it is sent or still being tried.' });
    expect(await resendMail({ id, kind: 'everything' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { kind: ['Name the e-mail to send again'] } });
    expect(await resendMail({ id: 'not-an-id', kind: replyKind })).toMatchObject({ ok: false, code: 'invalid' });
    const { timeline } = await workspace(id);
    expect(timeline.find((entry) => entry.kind === 'reply')?.delivery?.state).toBe('sent');
    expect(timeline.filter((entry) => entry.kind === 'mail-resent')).toHaveLength(1);
  });

  it('refuses an empty or multi-line subject, an empty body, and an unknown lead', async () => {
    const id = await newLead();
    const empty = await sendReply(id, { subject: ' ', body: '' });
    expect(empty).toMatchObject({ ok: false, code: 'invalid' });
    expect(Object.keys((!empty.ok && empty.fieldErrors) || {}).sort()).toEqual(['body', 'subject']);
    expect(await sendReply(id, { subject: 'a\r\nBcc: x@y.z', body: 'b' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { subject: [expect.any(String)] } });
    const unknown = '0123456789abcdef01234567';
    expect(await sendReply(unknown, { subject: 'a', body: 'b' })).toMatchObject({ ok: false, code: 'not-found' });
    expect(await OutboxMessage.countDocuments({ kind: /^reply:/ })).toBe(0);
  });
});

describe('reply templates', () => {
  it('lists a default per service (and for booked leads) and language; administrators change and reset one (their actions), advisers may not', async () => {
    const all = await listReplyTemplates();
    // The contact form's, the booked leads' and the six services', each in English and German.
    expect(all).toHaveLength(16);
    expect(all.filter((template) => template.service === 'booked').map((template) => template.language)).toEqual(['en', 'de']);
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
    const closed = dataOf(await runBulk({ action: 'status', ids: [...ids, gone], status: 'closed' }));
    expect(closed).toEqual({ done: ids, missing: [gone] });
    expect(await Enquiry.countDocuments({ status: 'closed' })).toBe(3);
    expect(await LeadEvent.countDocuments({ kind: 'status', status: 'closed' })).toBe(3);
  });

  it('assigns and deletes several (deletions audited one by one), and refuses bad input', async () => {
    const ids = [await newLead('A'), await newLead('B')];
    dataOf(await runBulk({ action: 'assign', ids, assigneeId: adviserId }));
    expect(await Enquiry.countDocuments({ assignedTo: adviserId })).toBe(2);
    expect(dataOf(await runBulk({ action: 'delete', ids })).done).toHaveLength(2);
    expect(await Enquiry.countDocuments()).toBe(0);
    expect(await OutboxMessage.countDocuments()).toBe(0);
    expect(await AuditEntry.countDocuments({ action: 'lead-deleted', details: 'bulk' })).toBe(2);
    for (const input of [{ action: 'status', ids: [], status: 'closed' }, { action: 'archive', ids }, { action: 'status', ids: Array(101).fill(ids[0]), status: 'read' }, { action: 'status', ids: ['x'], status: 'read' }]) {
      expect(await runBulk(input as never), JSON.stringify(input).slice(0, 40)).toMatchObject({ ok: false, code: 'invalid' });
    }
  });
});
