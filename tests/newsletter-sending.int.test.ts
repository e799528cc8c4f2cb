import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as postUnsubscribe, GET as getUnsubscribe } from '@/app/api/v1/newsletter/unsubscribe/route';
import { CONSENT_VERSION } from '@/lib/newsletter/consent';
import { issueMailGroup } from '@/lib/newsletter/newsletter-issue';
import { hashToken } from '@/lib/server/auth/account-tokens';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { removeSentMessageContent } from '@/lib/server/mail/content-removal';
import { deliverDueMessages, resumeDelivery, stopDelivery } from '@/lib/server/mail/deliver';
import { keysOfGroups, queueMessage } from '@/lib/server/mail/outbox';
import {
  deleteIssueMail,
  deleteIssueMailOf,
  issueProgress,
  pauseIssue,
  resumeIssue,
  runNewsletterSending,
  scheduleIssue,
  sendTestIssue,
  unscheduleIssue,
} from '@/lib/server/newsletter/sending';
import { renderPostBody } from '@/lib/server/posts/markdown';
import { NewsletterIssue } from '@/models/newsletter-issue';
import { NewsletterSettingsModel } from '@/models/newsletter-settings';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { NewsletterUnsubscribeLink } from '@/models/newsletter-unsubscribe-link';
import { OutboxClaim } from '@/models/outbox-claim';
import { OutboxMessage } from '@/models/outbox-message';
import { RateLimitHit } from '@/models/rate-limit-hit';
import { SingleUse } from '@/models/single-use';
import { mimePart, startSmtpForOutbox, stopSmtpForOutbox, type ReceivedMail, type TestSmtp } from './support/smtp';

// Sending a newsletter issue (issue 30) through a real SMTP server: exactly once per confirmed
// subscriber of the issue's language across a crash in the middle, at the set rate, with the
// unsubscribe headers on one line and a visible link; one-click unsubscribing from a received
// mail; pausing after repeated failures; test sends that count nowhere.

// The Markdown renderer as it is, its calls counted: a batch renders its issue once.
vi.mock('@/lib/server/posts/markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/posts/markdown')>();
  return { ...actual, renderPostBody: vi.fn(actual.renderPostBody) };
});

let smtp: TestSmtp;
let lastAddress = 0;
const MINUTE = 60_000;
// The job's minutes: each run of a test names its own, after the real time (delivery runs on it).
const minute = (n: number) => new Date(Date.now() + n * MINUTE);

beforeAll(async () => {
  smtp = await startSmtpForOutbox();
  await connectDb();
});

afterAll(async () => {
  await stopSmtpForOutbox(smtp);
});

beforeEach(async () => {
  await Promise.all([
    NewsletterSubscriber.deleteMany({}),
    NewsletterIssue.deleteMany({}),
    NewsletterUnsubscribeLink.deleteMany({}),
    OutboxMessage.deleteMany({}),
    OutboxClaim.deleteMany({}),
    RateLimitHit.deleteMany({}),
    SingleUse.deleteMany({}),
  ]);
  await setSettings({ enabled: true, ratePerMinute: 200, pauseAfterFailures: 5 });
  smtp.received.length = 0;
  smtp.rejected.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  resumeDelivery();
});

async function setSettings(settings: { enabled: boolean; ratePerMinute: number; pauseAfterFailures: number }) {
  await NewsletterSettingsModel.updateOne({ _id: 'newsletter' }, { $set: settings }, { upsert: true });
}

// Subscribers as the double opt-in leaves them; answers their addresses in _id order.
async function addSubscribers(count: number, options: { locale?: string; status?: 'pending' | 'confirmed' | 'unsubscribed'; prefix?: string } = {}): Promise<string[]> {
  const { locale = 'en', status = 'confirmed', prefix = 'reader' } = options;
  const now = new Date();
  const rows = Array.from({ length: count }, () => {
    lastAddress += 1;
    return {
      email: `${prefix}-${lastAddress}@example.org`,
      locale,
      status,
      consent: { text: 'Yes, please send me the newsletter.', version: CONSENT_VERSION, privacyPolicyVersion: null },
      subscribedAt: now,
      confirmedAt: status === 'pending' ? null : now,
      confirmTokenHash: `confirm-${lastAddress}`,
      confirmTokenExpiresAt: now,
      unsubscribeTokenHash: `unsubscribe-${lastAddress}`,
    };
  });
  await NewsletterSubscriber.insertMany(rows);
  return rows.map((row) => row.email);
}

async function addIssue(fields: Record<string, unknown> = {}): Promise<string> {
  const issue = await NewsletterIssue.create({
    locale: 'en',
    subject: 'News for November',
    previewText: 'Three things to know before the winter semester',
    body: '## Deadlines\n\nApply by **15 January**.',
    ...fields,
  });
  return String(issue._id);
}

// Delivery as several instances do it at once (each message claimed by one of them): the test
// SMTP server waits 100 ms before greeting each connection, so one deliverer alone would take a minute.
async function deliverAll(): Promise<{ sent: number; retrying: number; failed: number }> {
  const reports = await Promise.all(Array.from({ length: 4 }, () => deliverDueMessages({ limit: 1000 })));
  return reports.reduce((sum, report) => ({ sent: sum.sent + report.sent, retrying: sum.retrying + report.retrying, failed: sum.failed + report.failed }), { sent: 0, retrying: 0, failed: 0 });
}

const issueOf = (id: string) => NewsletterIssue.findById(id).lean();
const messagesOf = (id: string) => OutboxMessage.countDocuments({ key: keysOfGroups([issueMailGroup(id)]) });
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

// The List-Unsubscribe header as it is on the wire: one line, not folded onto a second.
function unsubscribeHeaderLine(mail: ReceivedMail): string {
  const lines = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).split('\r\n');
  const index = lines.findIndex((line) => line.startsWith('List-Unsubscribe: '));
  expect(index, 'List-Unsubscribe header').toBeGreaterThanOrEqual(0);
  expect(lines[index + 1] ?? '', 'a folded List-Unsubscribe').not.toMatch(/^[ \t]/);
  return lines[index]!;
}

// Every newsletter mail: the headers, each on one line, and the same link visible in the HTML and the text.
function expectNewsletterMail(mail: ReceivedMail): string {
  const line = unsubscribeHeaderLine(mail);
  const match = line.match(/^List-Unsubscribe: <(https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]{43}))>, <mailto:[^>@]+@[^>?]+\?subject=unsubscribe>$/);
  expect(match, line).not.toBeNull();
  expect(mail.raw).toMatch(/\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n/);
  expect(mail.raw).toMatch(/\r\nPrecedence: bulk\r\n/);
  const url = match![1]!;
  const html = mimePart(mail, 'text/html')?.body ?? '';
  expect(html).toContain(`<a href="${url}"`);
  expect(mimePart(mail, 'text/plain')?.body ?? '').toContain(url);
  return match![2]!;
}

async function oneClick(token: string): Promise<Response> {
  const request = new Request(`http://localhost/api/v1/newsletter/unsubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [SOCKET_ADDRESS_HEADER]: '198.51.100.20' },
    body: 'List-Unsubscribe=One-Click',
  });
  return postUnsubscribe(request, {});
}

describe('sending an issue', () => {
  it('delivers an issue to 500 confirmed subscribers exactly once each across crashes in the middle, at the set rate, and to nobody else', { timeout: 300_000 }, async () => {
    const readers = await addSubscribers(500);
    const others = [
      ...(await addSubscribers(3, { status: 'pending', prefix: 'pending' })),
      ...(await addSubscribers(3, { status: 'unsubscribed', prefix: 'left' })),
      ...(await addSubscribers(3, { locale: 'de', prefix: 'german' })),
    ];
    const issueId = await addIssue();
    expect(await scheduleIssue(issueId, minute(1), minute(0))).toEqual({ ok: true });
    expect(await issueOf(issueId)).toMatchObject({ status: 'scheduled' });
    // Not due yet.
    expect((await runNewsletterSending(minute(0))).queued).toBe(0);

    // Minute 1: the process dies after queueing 100 of its 200 (the 101st message's insert fails).
    const create = OutboxMessage.create.bind(OutboxMessage);
    let inserts = 0;
    vi.spyOn(OutboxMessage, 'create').mockImplementation(((...args: Parameters<typeof create>) => {
      inserts += 1;
      if (inserts === 101) return Promise.reject(new Error('process killed'));
      return create(...args);
    }) as typeof create);
    await expect(runNewsletterSending(minute(1))).rejects.toThrow('process killed');
    vi.restoreAllMocks();
    expect(await issueOf(issueId)).toMatchObject({ status: 'sending', cursor: '', recipients: 0 });
    expect(await messagesOf(issueId)).toBe(100);
    expect(await deliverAll()).toEqual({ sent: 100, retrying: 0, failed: 0 });

    // Minute 2: the batch is repeated; this time it dies after queueing, before the cursor is written.
    const updateOne = NewsletterIssue.updateOne.bind(NewsletterIssue);
    vi.spyOn(NewsletterIssue, 'updateOne').mockImplementation(((filter: unknown, update: { $set?: Record<string, unknown> }) => {
      if (update?.$set && 'cursor' in update.$set) return Promise.reject(new Error('process killed'));
      return updateOne(filter as never, update as never);
    }) as unknown as typeof updateOne);
    await expect(runNewsletterSending(minute(2))).rejects.toThrow('process killed');
    vi.restoreAllMocks();
    expect(await messagesOf(issueId)).toBe(200);
    // Shutting down: the instance takes no more mail, what is queued waits.
    stopDelivery();
    expect(await deliverDueMessages({ limit: 1000 })).toMatchObject({ sent: 0 });
    resumeDelivery();

    // Minute 3: a restarted instance repeats the same batch, which queues nothing new; a second
    // run in the same minute (another instance) queues nothing at all.
    expect((await runNewsletterSending(minute(3))).queued).toBe(0);
    expect((await runNewsletterSending(minute(3))).queued).toBe(0);
    expect(await issueOf(issueId)).toMatchObject({ status: 'sending', recipients: 200 });
    // Minutes 4 and 5: at most the rate each.
    expect((await runNewsletterSending(minute(4))).queued).toBe(200);
    expect(await deliverAll()).toEqual({ sent: 300, retrying: 0, failed: 0 });
    expect((await runNewsletterSending(minute(5))).queued).toBe(100);
    expect(await issueOf(issueId)).toMatchObject({ status: 'sending', recipients: 500 });
    expect(await issueProgress(issueId)).toEqual({ recipients: 500, queued: 100, sent: 400, failed: 0, unsubscribed: 0 });
    expect(await deliverAll()).toEqual({ sent: 100, retrying: 0, failed: 0 });
    // Minute 6: nobody left and nothing waiting: sent.
    await runNewsletterSending(minute(6));
    expect(await issueOf(issueId)).toMatchObject({ status: 'sent', finishedAt: expect.any(Date) });
    expect(await issueProgress(issueId)).toEqual({ recipients: 500, queued: 0, sent: 500, failed: 0, unsubscribed: 0 });

    expect(smtp.received).toHaveLength(500);
    for (const address of readers) expect(mailsTo(address), address).toHaveLength(1);
    for (const address of others) expect(mailsTo(address), address).toHaveLength(0);
    const tokens = new Set(smtp.received.map(expectNewsletterMail));
    expect(tokens.size).toBe(500);
    // One link per recipient, stored as a hash only; plus the one the first crash stored before
    // its message could be queued, which no mail carries.
    expect(await NewsletterUnsubscribeLink.countDocuments({ issueId })).toBe(501);
    const mail = smtp.received[0]!;
    expect(mail.header('subject')).toBe('News for November');
    expect(mimePart(mail, 'text/html')?.body).toContain('>Deadlines</h2>');
    expect(mimePart(mail, 'text/plain')?.body.split('\n')[0]).toBe('Three things to know before the winter semester');
  });

  it("renders the issue once for a batch, and each recipient's mail carries their own link and is otherwise the same", async () => {
    const readers = await addSubscribers(3);
    const issueId = await addIssue();
    expect(await scheduleIssue(issueId, minute(1), minute(0))).toEqual({ ok: true });
    vi.mocked(renderPostBody).mockClear();
    expect((await runNewsletterSending(minute(1))).queued).toBe(3);
    expect(renderPostBody).toHaveBeenCalledTimes(1);
    expect(await deliverAll()).toEqual({ sent: 3, retrying: 0, failed: 0 });

    const mails = readers.map((address) => mailsTo(address)[0]!);
    const tokens = mails.map(expectNewsletterMail);
    expect(new Set(tokens).size).toBe(3);
    // Each link is the one stored for its own recipient.
    for (const [index, token] of tokens.entries()) {
      const link = await NewsletterUnsubscribeLink.findById(hashToken(token)).lean();
      const subscriber = await NewsletterSubscriber.findOne({ email: readers[index] }).lean();
      expect(link?.subscriberId, readers[index]).toBe(String(subscriber!._id));
    }
    // Without the secret, the three mails are one: header line, HTML and text.
    const withoutSecret = (mail: ReceivedMail, token: string) =>
      [unsubscribeHeaderLine(mail), mimePart(mail, 'text/html')?.body ?? '', mimePart(mail, 'text/plain')?.body ?? ''].map((part) => part.replaceAll(token, 'SECRET'));
    const [first, ...others] = mails.map((mail, index) => withoutSecret(mail, tokens[index]!));
    expect(first![1]).toContain('>Deadlines</h2>');
    for (const other of others) expect(other).toEqual(first);
  });

  it('unsubscribes by a one-click POST to the link of a received mail (a GET does not), counts it for the issue, and sends a leaver nothing more', async () => {
    const [first, second, third] = await addSubscribers(3);
    const issueId = await addIssue();
    expect(await scheduleIssue(issueId, null)).toEqual({ ok: true });
    await settleDetachedTasks();
    expect(smtp.received).toHaveLength(3);
    const token = expectNewsletterMail(mailsTo(first!)[0]!);

    const get = await (getUnsubscribe as unknown as (request: Request, context: unknown) => Promise<Response>)(
      new Request(`http://localhost/api/v1/newsletter/unsubscribe?token=${token}`),
      {},
    );
    expect(get.status).toBe(405);
    expect(await NewsletterSubscriber.findOne({ email: first }).lean()).toMatchObject({ status: 'confirmed' });

    const answer = await oneClick(token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, message: 'You have been unsubscribed and will receive no more newsletters.' });
    expect(await NewsletterSubscriber.findOne({ email: first }).lean()).toMatchObject({ status: 'unsubscribed', unsubscribedHow: 'one-click' });
    // Idempotent: the second use answers the same and counts once.
    expect((await oneClick(token)).status).toBe(200);
    expect(await issueProgress(issueId)).toMatchObject({ sent: 3, unsubscribed: 1 });

    // The next issue goes to the two who stayed; one who leaves after queueing gets nothing.
    const nextId = await addIssue({ subject: 'News for December' });
    expect(await scheduleIssue(nextId, minute(1), minute(0))).toEqual({ ok: true });
    await runNewsletterSending(minute(1));
    expect(await messagesOf(nextId)).toBe(2);
    const secondToken = expectNewsletterMail(mailsTo(second!)[0]!);
    expect((await oneClick(secondToken)).status).toBe(200);
    expect(await deliverDueMessages({ limit: 100 })).toMatchObject({ sent: 1, skipped: 1 });
    expect(mailsTo(first!)).toHaveLength(1);
    expect(mailsTo(second!)).toHaveLength(1);
    expect(mailsTo(third!)).toHaveLength(2);
  });

  it('pauses itself after repeated delivery failures with the last error as the reason, queues nothing more while paused, and goes on when resumed', async () => {
    await setSettings({ enabled: true, ratePerMinute: 4, pauseAfterFailures: 3 });
    const readers = await addSubscribers(6);
    for (const address of readers) smtp.rejected.add(address);
    const issueId = await addIssue();
    expect(await scheduleIssue(issueId, null, minute(0))).toEqual({ ok: true });
    await settleDetachedTasks();
    expect(await issueProgress(issueId)).toEqual({ recipients: 4, queued: 0, sent: 0, failed: 4, unsubscribed: 0 });

    await runNewsletterSending(minute(1));
    const paused = await issueOf(issueId);
    expect(paused).toMatchObject({ status: 'paused', pausedReason: expect.stringMatching(/^Paused after 3 failed deliveries in a row\. The last error: .*Mailbox unavailable/) });
    await runNewsletterSending(minute(2));
    expect(await messagesOf(issueId)).toBe(4);

    smtp.rejected.clear();
    expect(await resumeIssue(issueId)).toEqual({ ok: true });
    // The failures before the resumption do not pause it again.
    expect((await runNewsletterSending(minute(3))).queued).toBe(2);
    expect(await deliverDueMessages({ limit: 100 })).toMatchObject({ sent: 2 });
    await runNewsletterSending(minute(4));
    expect(await issueOf(issueId)).toMatchObject({ status: 'sent', pausedReason: '' });
    expect(await issueProgress(issueId)).toEqual({ recipients: 6, queued: 0, sent: 2, failed: 4, unsubscribed: 0 });
  });

  it('sends a test to the staff member at once, marked, with a link that unsubscribes nobody, counted nowhere', async () => {
    await addSubscribers(2);
    const issueId = await addIssue();
    expect(await sendTestIssue(issueId, 'editor@firm.example')).toEqual({ ok: true });
    await settleDetachedTasks();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['editor@firm.example']);
    expect(mail.header('subject')).toBe('[Test] News for November');
    const token = expectNewsletterMail(mail);
    expect((await oneClick(token)).status).toBe(404);
    expect(await NewsletterSubscriber.countDocuments({ status: 'confirmed' })).toBe(2);
    expect(await issueProgress(issueId)).toEqual({ recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribed: 0 });
    expect(await issueOf(issueId)).toMatchObject({ status: 'draft' });
  });

  it('refuses what cannot be sent, unschedules, pauses by hand, and does nothing while the newsletter is off', async () => {
    await addSubscribers(2);
    const empty = await addIssue({ body: '  ' });
    expect(await scheduleIssue(empty, null)).toEqual({ ok: false, message: expect.stringMatching(/^Write a subject/) });
    const issueId = await addIssue();
    expect(await scheduleIssue(issueId, minute(-1), minute(0))).toEqual({ ok: false, message: 'Choose a time in the future, or send now.' });
    expect(await scheduleIssue(new mongoose.Types.ObjectId().toString(), null)).toEqual({ ok: false, message: 'This issue no longer exists.' });

    expect(await scheduleIssue(issueId, minute(1), minute(0))).toEqual({ ok: true });
    expect(await unscheduleIssue(issueId)).toEqual({ ok: true });
    expect(await issueOf(issueId)).toMatchObject({ status: 'draft', scheduledAt: null });
    expect(await unscheduleIssue(issueId)).toMatchObject({ ok: false });

    await setSettings({ enabled: false, ratePerMinute: 200, pauseAfterFailures: 5 });
    expect(await scheduleIssue(issueId, null)).toEqual({ ok: false, message: 'Switch the newsletter on in its settings before sending.' });
    await setSettings({ enabled: true, ratePerMinute: 1, pauseAfterFailures: 5 });
    expect(await scheduleIssue(issueId, minute(1), minute(0))).toEqual({ ok: true });
    await setSettings({ enabled: false, ratePerMinute: 1, pauseAfterFailures: 5 });
    expect((await runNewsletterSending(minute(1))).queued).toBe(0);
    expect(await issueOf(issueId)).toMatchObject({ status: 'scheduled' });
    await setSettings({ enabled: true, ratePerMinute: 1, pauseAfterFailures: 5 });
    expect((await runNewsletterSending(minute(1))).queued).toBe(1);
    expect(await scheduleIssue(issueId, null)).toEqual({ ok: false, message: 'This issue is already being sent or has been sent.' });

    expect(await pauseIssue(issueId, 'Wrong date in the text')).toEqual({ ok: true });
    expect(await issueOf(issueId)).toMatchObject({ status: 'paused', pausedReason: 'Wrong date in the text' });
    expect((await runNewsletterSending(minute(2))).queued).toBe(0);
    expect(await pauseIssue(issueId, 'again')).toMatchObject({ ok: false });
  });
});

describe('the records of an issue mail', () => {
  it("drops the HTML and the headers (the unsubscribe secret) with a sent message's content, and deletes an issue's mail and a subscriber's mail and links", async () => {
    const [reader] = await addSubscribers(2);
    const issueId = await addIssue();
    expect(await scheduleIssue(issueId, null)).toEqual({ ok: true });
    await settleDetachedTasks();
    await sendTestIssue(issueId, 'editor@firm.example');
    await settleDetachedTasks();
    expect(await OutboxMessage.countDocuments({ html: mongoose.trusted({ $exists: true }), headers: mongoose.trusted({ $exists: true }) })).toBe(3);

    expect(await removeSentMessageContent(new Date(Date.now() + MINUTE))).toBe(3);
    const emptied = await OutboxMessage.find({}).lean();
    expect(emptied.map((message) => [message.text, message.html, message.headers])).toEqual(Array(3).fill(['', undefined, undefined]));

    const subscriber = await NewsletterSubscriber.findOne({ email: reader }).lean();
    await deleteIssueMailOf(String(subscriber!._id));
    expect(await NewsletterUnsubscribeLink.countDocuments({ issueId })).toBe(1);
    expect(await OutboxMessage.find({}).select('to').lean()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ to: reader })]),
    );
    expect(await OutboxMessage.countDocuments({})).toBe(2);
    await deleteIssueMail(issueId);
    expect(await OutboxMessage.countDocuments({})).toBe(0);
    expect(await NewsletterUnsubscribeLink.countDocuments({})).toBe(0);
  });
});

describe("the outbox's extra headers", () => {
  it('refuses, before anything is sent, a header that is not one line of plain ASCII', async () => {
    const bad = [
      { name: 'List-Unsubscribe', value: '<https://firm.example/x>\r\nBcc: victim@example.org' },
      { name: 'List-Id', value: '<newsletter.bücher.example>' },
      { name: 'Bad Name', value: 'x' },
    ];
    for (const [index, header] of bad.entries()) {
      await queueMessage({ group: 'header-test', kind: `bad-${index}`, to: `reader-${index}@example.org`, subject: 'Hi', text: 'Hi', headers: [header] });
    }
    expect(await deliverDueMessages({ group: 'header-test' })).toMatchObject({ sent: 0, failed: 3 });
    const errors = (await OutboxMessage.find({ key: keysOfGroups(['header-test']) }).lean()).map((message) => message.lastError);
    expect(errors).toEqual(Array(3).fill(expect.stringMatching(/^Refused: header ".+" is not one line of plain text$/)));
    expect(smtp.received).toHaveLength(0);
  });
});

describe('without SMTP_URL', () => {
  it('writes a newsletter mail to the development mail folder with its HTML and its headers, each on one line', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-test-mail-'));
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('MAIL_DIR', dir);
    // Fresh modules read the changed environment; the database connection is shared.
    vi.resetModules();
    const fresh = { ...(await import('@/lib/server/newsletter/sending')), ...(await import('@/lib/server/mail/after-response')) };
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const issueId = await addIssue();
      expect(await fresh.sendTestIssue(issueId, 'editor@firm.example')).toEqual({ ok: true });
      await fresh.settleDetachedTasks();
      const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = readFileSync(path.join(dir, files[0]!), 'utf8');
      const mail = { raw, envelopeTo: [], headers: [], header: () => undefined, body: '' } satisfies ReceivedMail;
      expectNewsletterMail(mail);
      expect(smtp.received).toHaveLength(0);
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
