import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as postContact } from '@/app/api/v1/email/contact/route';
import { POST as postEnquiry } from '@/app/api/v1/email/enquiry/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import type { NewLead } from '@/lib/enquiries/enquiry';
import { storeLead } from '@/lib/server/leads/store-lead';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { claimMessage, LEASE_MS } from '@/lib/server/mail/claim';
import { deliverDueMessages, resumeDelivery, stopDelivery } from '@/lib/server/mail/deliver';
import { ACKNOWLEDGEMENT_LIMIT, leadMailDelivery, queueForgottenLeadMail, queueLeadMail } from '@/lib/server/leads/lead-mail';
import { RETRY_DELAYS_MS } from '@/lib/server/mail/retry-policy';
import { mailSweepJob, runMailSweep } from '@/lib/server/mail/sweeper';
import { createScheduler } from '@/lib/server/scheduler';
import { Enquiry } from '@/models/enquiry';
import { OutboxClaim } from '@/models/outbox-claim';
import { OutboxMessage } from '@/models/outbox-message';
import { RateLimitHit } from '@/models/rate-limit-hit';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './support/smtp';

const ADMIN = 'inbox@firm.test';
const MINUTE = 60_000;
let smtp: TestSmtp;
let lastAddress = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // getEnv() reads the environment once, at its first call, which comes after this.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.ADMIN_NOTIFY_EMAIL = ADMIN;
});

// The sweep on a scheduler as the server runs it, with a shorter interval.
const scheduler = createScheduler();
scheduler.add({ ...mailSweepJob([]), everyMs: 20 });

afterAll(async () => {
  await scheduler.stop();
  await settleDetachedTasks();
  await smtp.stop();
  delete process.env.SMTP_URL;
  delete process.env.ADMIN_NOTIFY_EMAIL;
});

beforeEach(async () => {
  await settleDetachedTasks();
  await connectDb();
  await Promise.all([OutboxMessage.deleteMany({}), OutboxClaim.deleteMany({}), Enquiry.deleteMany({}), RateLimitHit.deleteMany({})]);
  smtp.received.length = 0;
  smtp.rejected.clear();
  if (!smtp.running) await smtp.start();
});

async function post(route: typeof postContact, body: object): Promise<number> {
  const headers = { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: `198.51.100.${++lastAddress}` };
  const response = await route(new Request('http://localhost/api/v1/email/x', { method: 'POST', headers, body: JSON.stringify(body) }), {});
  return response.status;
}

const later = (ms: number) => new Date(Date.now() + ms);
const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
const single = (mails: ReceivedMail[]) => {
  expect(mails).toHaveLength(1);
  return mails[0] as ReceivedMail;
};
const lead = (email: string, extra: Partial<NewLead> = {}): NewLead => ({
  source: 'contact',
  fullName: 'Mina Rahimi',
  email,
  message: 'Hello',
  ...extra,
});

// Runs a sender in a process of its own that claims the message (at `now`, else at once) and is
// killed with SIGKILL before it writes the lease (tests/support/claim-then-stall.ts).
async function killSenderAfterClaim(messageId: string, now?: Date): Promise<void> {
  const args = ['--import', 'tsx', '--conditions=react-server', 'tests/support/claim-then-stall.ts', messageId, ...(now ? [now.toISOString()] : [])];
  const sender = spawn(process.execPath, args, { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => sender.on('exit', (_code, signal) => resolve(signal)));
  await new Promise<void>((resolve, reject) => {
    sender.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('claimed') && resolve());
    sender.on('exit', (code) => reject(new Error(`the sender exited (${code}) before claiming`)));
  });
  sender.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe('mail for a stored lead', () => {
  it('sends the firm every field of a contact message and thanks the lead', async () => {
    const status = await post(postContact, {
      fullName: 'Mina Rahimi',
      email: 'mina@example.org',
      phoneNumber: '+49 151 2345678',
      message: 'Line one\nLine two',
      attribution: { pagePath: '/contact', utmSource: 'newsletter', utmCampaign: 'spring' },
    });
    expect(status).toBe(201);
    await settleDetachedTasks();

    const notification = single(mailTo(ADMIN));
    expect(notification.header('to')).toBe(ADMIN);
    expect(notification.header('reply-to')).toBe('mina@example.org');
    expect(notification.header('from')).toBe('Spree Bridge Consulting <no-reply@localhost>');
    expect(notification.header('subject')).toBe('New contact message – Mina Rahimi');
    for (const part of ['Mina Rahimi', 'mina@example.org', '+49 151 2345678', 'Line one\nLine two', '/contact', 'newsletter', 'spring', 'Submitted:']) {
      expect(notification.body).toContain(part);
    }

    const ack = single(mailTo('mina@example.org'));
    expect(ack.header('reply-to')).toBe('hello@example.com');
    expect(ack.header('subject')).toBe('Thank you for contacting Spree Bridge Consulting');
    expect(ack.body).toContain('Hello,');
    expect(ack.body).not.toContain('Mina');
    expect(ack.body).toMatch(/Spree Bridge Consulting\nPhone: \+49 30 0000 0000\nE-mail: hello@example.com/);
    expect(ack.body).not.toContain('Line one');

    const enquiry = await Enquiry.findOne({ email: 'mina@example.org' }).lean();
    expect(enquiry?.mailQueued).toBe(true);
    const delivery = await leadMailDelivery(String(enquiry?._id));
    expect(delivery?.notification).toMatchObject({ state: 'sent', attempts: 1, lastError: null, nextAttemptAt: null });
    expect(delivery?.acknowledgement?.sentAt).toEqual(expect.any(String));
    expect(await deliverDueMessages({ now: later(24 * 60 * MINUTE) })).toMatchObject({ sent: 0 });
  });

  it("acknowledges a German page's lead in German, stores its language, and keeps the firm's notification English", async () => {
    const status = await post(postContact, { fullName: 'Jonas Weber', email: 'jonas@example.org', message: 'Guten Tag', locale: 'de' });
    expect(status).toBe(201);
    await settleDetachedTasks();

    expect((await Enquiry.findOne({ email: 'jonas@example.org' }).lean())?.locale).toBe('de');
    // The back office is English, so the team's copy is too.
    expect(single(mailTo(ADMIN)).header('subject')).toBe('New contact message – Jonas Weber');
    const ack = single(mailTo('jonas@example.org'));
    expect(ack.header('subject')).toBe('Vielen Dank für Ihre Nachricht – Spree Bridge Consulting');
    expect(ack.body).toContain('Guten Tag,\n\nvielen Dank für Ihre Nachricht.');
    expect(ack.body).toMatch(/Mit freundlichen Grüßen\nSpree Bridge Consulting\nTelefon: \+49 30 0000 0000\nE-Mail: hello@example.com/);
    expect(ack.body).not.toMatch(/Thank you|Kind regards/);
  });

  it('acknowledges a German service enquiry in German, and a lead without a language in English', async () => {
    const enquiry = { name: 'Jonas Weber', contact: '+49 170 1234567', email: 'jonas.service@example.org', city: 'Köln', message: 'Hallo', serviceName: 'Student Visa Assistance' };
    expect(await post(postEnquiry, { ...enquiry, locale: 'de' })).toBe(201);
    expect(await post(postContact, { fullName: 'Ann Lee', email: 'ann@example.org', message: 'Hello' })).toBe(201);
    await settleDetachedTasks();

    expect(single(mailTo('jonas.service@example.org')).header('subject')).toBe('Ihre Anfrage zu Unterstützung beim Studentenvisum – Spree Bridge Consulting');
    expect(single(mailTo('ann@example.org')).header('subject')).toBe('Thank you for contacting Spree Bridge Consulting');
    expect((await Enquiry.findOne({ email: 'ann@example.org' }).lean())?.locale).toBe('en');
  });

  it("queues a forgotten lead's acknowledgement in its language; a lead stored before leads had one gets English", async () => {
    const german = await new Enquiry({ ...lead('forgotten.de@example.org'), locale: 'de', mailQueued: false }).save();
    // An old lead: no language field at all.
    const old = await new Enquiry({ ...lead('forgotten.old@example.org'), mailQueued: false }).save();
    await Enquiry.collection.updateOne({ _id: old._id }, { $unset: { locale: '' } });
    await queueLeadMail(german.toObject());
    await queueLeadMail((await Enquiry.findById(old._id).lean())!);
    const subjects = await OutboxMessage.find({ kind: 'acknowledgement' }).sort({ to: 1 }).lean();
    expect(subjects.map((message) => [message.to, message.subject])).toEqual([
      ['forgotten.de@example.org', 'Vielen Dank für Ihre Nachricht – Spree Bridge Consulting'],
      ['forgotten.old@example.org', 'Thank you for contacting Spree Bridge Consulting'],
    ]);
  });

  it('names the service, city and phone of a service enquiry', async () => {
    const enquiry = {
      name: 'Mina Rahimi',
      contact: '+49 170 1111111',
      email: 'mina@example.org',
      city: 'Tehran',
      message: 'Help',
      serviceName: 'Student Visa Assistance',
    };
    expect(await post(postEnquiry, enquiry)).toBe(201);
    await settleDetachedTasks();
    const notification = single(mailTo(ADMIN));
    expect(notification.header('subject')).toBe('New enquiry: Student Visa Assistance – Mina Rahimi');
    expect(notification.body).toMatch(/City: +Tehran/);
    expect(notification.body).toMatch(/Service: +Student Visa Assistance/);
    expect(notification.body).toMatch(/Phone: +\+49 170 1111111/);
    const ack = single(mailTo('mina@example.org'));
    expect(ack.header('subject')).toBe('Your enquiry about Student Visa Assistance – Spree Bridge Consulting');
    expect(ack.body).toContain('Thank you for your enquiry about Student Visa Assistance.');
    expect(ack.body).not.toMatch(/Mina|Tehran|Help/);
  });

  it('never mails a service name the firm does not offer to the lead; the team still sees it', async () => {
    const words = 'You won 1000 EUR, claim at https://evil.example';
    const enquiry = { name: 'Free money', contact: '+49 170 1111111', email: 'victim@example.org', city: 'X', message: words, serviceName: words };
    expect(await post(postEnquiry, enquiry)).toBe(201);
    await settleDetachedTasks();
    const ack = single(mailTo('victim@example.org'));
    expect(ack.header('subject')).toBe('Thank you for contacting Spree Bridge Consulting');
    expect(`${ack.header('subject')}\n${ack.body}`).not.toMatch(/1000 EUR|evil\.example|Free money/);
    expect(single(mailTo(ADMIN)).body).toMatch(/Service: +You won 1000 EUR, claim at https:\/\/evil\.example/);
  });

  it(`acknowledges at most ${ACKNOWLEDGEMENT_LIMIT.limit} leads a day per recipient, whatever address they come from`, async () => {
    const variants = ['flood@example.org', 'Flood@Example.org', 'flood@example.org', 'FLOOD@example.org', 'flood@example.org'];
    for (const email of variants) expect(await post(postContact, { fullName: 'F', email, message: 'Hi' })).toBe(201);
    await settleDetachedTasks();
    expect(mailTo(ADMIN)).toHaveLength(variants.length);
    const acks = smtp.received.filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === 'flood@example.org'));
    expect(acks).toHaveLength(ACKNOWLEDGEMENT_LIMIT.limit);
    // Every lead is stored and the team told of each; the ones over the limit have no acknowledgement queued.
    const enquiries = await Enquiry.find({}).lean();
    expect(enquiries).toHaveLength(variants.length);
    expect(await OutboxMessage.countDocuments({ kind: 'acknowledgement' })).toBe(ACKNOWLEDGEMENT_LIMIT.limit);
    // Queueing again (the sweeper's repair) counts nothing new: the first lead keeps its acknowledgement.
    const first = enquiries.sort((a, b) => a._id.toString().localeCompare(b._id.toString()))[0]!;
    await queueLeadMail(first);
    expect(await OutboxMessage.countDocuments({ kind: 'acknowledgement' })).toBe(ACKNOWLEDGEMENT_LIMIT.limit);
    // Another recipient is not affected.
    expect(await post(postContact, { fullName: 'G', email: 'other@example.org', message: 'Hi' })).toBe(201);
    await settleDetachedTasks();
    expect(mailTo('other@example.org')).toHaveLength(1);
  });

  it('queues nothing for a repeated submission', async () => {
    const clientId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(await storeLead(lead('twice@example.org', { clientId }))).toEqual({ stored: true, enquiryId: expect.any(String) });
    expect(await storeLead(lead('twice@example.org', { clientId }))).toEqual({ stored: false });
    expect(await OutboxMessage.countDocuments()).toBe(2);
  });
});

describe('delivery failures', () => {
  it('keeps the messages while the SMTP server is down and sends each once when it is back', async () => {
    await smtp.stop();
    expect(await post(postContact, { fullName: 'Mina Rahimi', email: 'down@example.org', message: 'Hi' })).toBe(201);
    await settleDetachedTasks();
    const pending = await OutboxMessage.find().lean();
    expect(pending).toHaveLength(2);
    for (const message of pending) {
      expect(message).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
      expect(message.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    }
    expect(await deliverDueMessages()).toMatchObject({ sent: 0, retrying: 0 });

    await smtp.start();
    expect(await deliverDueMessages({ now: later(2 * MINUTE) })).toMatchObject({ sent: 2 });
    expect(await deliverDueMessages({ now: later(24 * 60 * MINUTE) })).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(2);
    expect(await OutboxMessage.countDocuments({ state: 'sent', attempts: 2 })).toBe(2);
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h, then gives up', async () => {
    await smtp.stop();
    await storeLead(lead('backoff@example.org'));
    let now = new Date();
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      expect(await deliverDueMessages({ now })).toMatchObject({ retrying: 2 });
      const message = await OutboxMessage.findOne({ kind: 'notification' }).lean();
      expect(message).toMatchObject({ state: 'pending', attempts: index + 1 });
      expect(message?.nextAttemptAt.getTime()).toBe(now.getTime() + delay);
      now = new Date(now.getTime() + delay);
    }
    expect(await deliverDueMessages({ now })).toMatchObject({ failed: 2 });
    expect(await OutboxMessage.countDocuments({ state: 'failed', attempts: 6 })).toBe(2);
    expect(await deliverDueMessages({ now: new Date(now.getTime() + 365 * 24 * 60 * MINUTE) })).toMatchObject({ failed: 0, sent: 0 });
  });

  it('fails a message at once when the server rejects the recipient with 550', async () => {
    smtp.rejected.add('bounce@example.org');
    await storeLead(lead('bounce@example.org'));
    expect(await deliverDueMessages()).toMatchObject({ sent: 1, failed: 1 });
    const ack = await OutboxMessage.findOne({ kind: 'acknowledgement' }).lean();
    expect(ack).toMatchObject({ state: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
    expect(await deliverDueMessages({ now: later(24 * 60 * MINUTE) })).toMatchObject({ sent: 0, failed: 0, retrying: 0 });
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[ADMIN]]);
  });

  it('never puts a line break into a header: such a message fails and nothing is sent', async () => {
    const base = { kind: 'notification', to: 'a@example.org', subject: 'Hello', text: 'Body' } as const;
    await OutboxMessage.create([
      { ...base, key: 'crlf-subject', subject: 'Hello\r\nBcc: victim@evil.test' },
      { ...base, key: 'lf-reply-to', replyTo: 'x@example.org\nBcc: victim@evil.test' },
      { ...base, key: 'lf-to', to: 'a@example.org\nBcc: victim@evil.test' },
    ]);
    expect(await deliverDueMessages()).toMatchObject({ failed: 3, sent: 0 });
    const failed = await OutboxMessage.find({ state: 'failed' }).lean();
    expect(failed.map((m) => m.lastError).sort()).toEqual([
      'Refused: replyTo contains a line break',
      'Refused: subject contains a line break',
      'Refused: to contains a line break',
    ]);
    expect(smtp.received).toHaveLength(0);
  });

  it("sends a new lead's mail after the response even behind a backlog of older due mail", async () => {
    // 24 older messages due (say, an SMTP outage just ended), more than one batch.
    for (let i = 0; i < 12; i += 1) await storeLead(lead(`backlog${i}@example.org`));
    expect(await post(postContact, { fullName: 'Newest Lead', email: 'newest@example.org', message: 'Hi' })).toBe(201);
    await settleDetachedTasks();
    expect(mailTo('newest@example.org')).toHaveLength(1);
    expect(smtp.received).toHaveLength(2);
    expect(await OutboxMessage.countDocuments({ state: 'pending' })).toBe(24);
  });
});

describe('sweeping', () => {
  it('sends each of 10 messages exactly once with two sweepers at work', async () => {
    for (let i = 0; i < 5; i += 1) await storeLead(lead(`race${i}@example.org`, { fullName: `Racer ${i}` }));
    const reports = await Promise.all([deliverDueMessages({ limit: 20 }), deliverDueMessages({ limit: 20 })]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(10);
    expect(smtp.received).toHaveLength(10);
    const keys = smtp.received.map((mail) => `${mail.envelopeTo.join()}|${mail.header('subject')}`);
    expect(new Set(keys).size).toBe(10);
    expect(await OutboxMessage.countDocuments({ state: 'sent', attempts: 1 })).toBe(10);
  });

  it('gives a message whose sender died mid-send to the next sweeper once the lease is over', async () => {
    await storeLead(lead('crash@example.org'));
    const message = await OutboxMessage.findOne({ kind: 'acknowledgement' }).lean();
    // A sweeper claims it and dies before sending.
    expect(message && (await claimMessage(message, new Date()))).toBeInstanceOf(Date);
    expect(await deliverDueMessages()).toMatchObject({ sent: 1 });
    expect(await deliverDueMessages({ now: later(LEASE_MS - MINUTE) })).toMatchObject({ sent: 0 });
    expect(await deliverDueMessages({ now: later(LEASE_MS + MINUTE) })).toMatchObject({ sent: 1, skipped: 0 });
    expect(mailTo('crash@example.org')).toHaveLength(1);
  });

  it('gives a message whose sender was killed between its claim and its lease write to the next sweeper when that lease is over, not an hour later', async () => {
    await storeLead(lead('killed@example.org'));
    const message = await OutboxMessage.findOne({ kind: 'acknowledgement' }).lean();
    if (!message) throw new Error('no acknowledgement queued');
    // Another process claims it and is killed before it writes the lease onto the message.
    const spawnedAt = Date.now();
    await killSenderAfterClaim(message._id.toString());
    const killedAt = Date.now();
    expect(await OutboxClaim.countDocuments()).toBe(1);
    expect(await OutboxMessage.findById(message._id).lean()).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: message.nextAttemptAt });

    // Its lease (10 minutes from the claim, made between spawnedAt and killedAt) stands: no other
    // sweeper sends it meanwhile. The lead's notification goes out.
    expect(await deliverDueMessages()).toMatchObject({ sent: 1, skipped: 1 });
    expect(await deliverDueMessages({ now: new Date(spawnedAt + LEASE_MS - 1000) })).toMatchObject({ sent: 0, skipped: 1 });
    // Once it is over, the next pass sends it, once, however many sweepers are at work.
    const afterLease = new Date(killedAt + LEASE_MS + 1000);
    const reports = await Promise.all([deliverDueMessages({ now: afterLease }), deliverDueMessages({ now: afterLease })]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1);
    expect(mailTo('killed@example.org')).toHaveLength(1);
    expect(await OutboxMessage.findById(message._id).lean()).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await deliverDueMessages({ now: new Date(killedAt + 3 * LEASE_MS) })).toMatchObject({ sent: 0 });
  });

  it('takes over from one killed sender after another, each after its own lease', async () => {
    await storeLead(lead('twice@example.org'));
    const message = await OutboxMessage.findOne({ kind: 'acknowledgement' }).lean();
    if (!message) throw new Error('no acknowledgement queued');
    await killSenderAfterClaim(message._id.toString());
    const firstLeaseOver = new Date(Date.now() + LEASE_MS + 1000);
    // The sender that takes over is killed before its lease write too.
    await killSenderAfterClaim(message._id.toString(), firstLeaseOver);
    expect(await OutboxClaim.countDocuments()).toBe(2);
    // Within the second lease only the lead's notification goes out.
    expect(await deliverDueMessages({ now: new Date(firstLeaseOver.getTime() + LEASE_MS - 1000) })).toMatchObject({ sent: 1, skipped: 1 });
    expect(await deliverDueMessages({ now: new Date(firstLeaseOver.getTime() + LEASE_MS + 1000) })).toMatchObject({ sent: 1, skipped: 0 });
    expect(mailTo('twice@example.org')).toHaveLength(1);
  });

  it('queues the mail of a lead left with mailQueued false for over a minute', async () => {
    const enquiry = await new Enquiry({ fullName: 'Left Behind', email: 'left@example.org', message: 'Hi', mailQueued: false }).save();
    const repairs = [queueForgottenLeadMail];
    expect(await runMailSweep({ repairs })).toMatchObject({ queued: 0, sent: 0 });
    expect(await runMailSweep({ now: later(2 * MINUTE), repairs })).toMatchObject({ queued: 1, sent: 2 });
    expect((await Enquiry.findById(enquiry._id).lean())?.mailQueued).toBe(true);
    expect(single(mailTo('left@example.org')).body).toContain('Thank you for your message.');
    expect(await runMailSweep({ now: later(3 * MINUTE), repairs })).toMatchObject({ queued: 0, sent: 0 });
  });

  it('claims nothing once the process is shutting down: the mail stays pending and due for the next instance', async () => {
    await storeLead(lead('shutdown@example.org'));
    // What instrumentation.ts does on SIGTERM.
    stopDelivery();
    try {
      expect(await deliverDueMessages()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
      expect(await runMailSweep()).toMatchObject({ sent: 0 });
    } finally {
      resumeDelivery();
    }
    const rows = await OutboxMessage.find({ state: 'pending', attempts: 0 }).lean();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await OutboxClaim.countDocuments()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await deliverDueMessages()).toMatchObject({ sent: 2 });
  });

  it('deletes old claims, and runs on a timer until stopped', async () => {
    await storeLead(lead('timer@example.org'));
    scheduler.start();
    try {
      await vi.waitFor(async () => expect(await OutboxMessage.countDocuments({ state: 'sent' })).toBe(2), { timeout: 5000 });
    } finally {
      await scheduler.stop();
    }
    expect(await OutboxClaim.countDocuments()).toBe(2);
    expect(await runMailSweep({ now: later(2 * 60 * MINUTE) })).toMatchObject({ claimsDeleted: 2 });
    expect(smtp.received).toHaveLength(2);
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under MAIL_DIR', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-test-mail-'));
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('MAIL_DIR', dir);
    // Fresh modules read the changed environment; the database connection is shared.
    vi.resetModules();
    const fresh = { ...(await import('@/lib/server/leads/store-lead')), ...(await import('@/lib/server/mail/deliver')) };
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await fresh.storeLead(lead('files@example.org'));
      expect(await fresh.deliverDueMessages()).toMatchObject({ sent: 2 });
      const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const texts = files.map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n');
      expect(texts).toContain('To: files@example.org');
      expect(texts).toContain(`To: ${ADMIN}`);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] wrote .*\.eml \(to files@example\.org, subject Thank you/));
      expect(smtp.received).toHaveLength(0);
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
