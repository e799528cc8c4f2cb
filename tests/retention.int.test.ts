import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runRetention, saveRetentionPeriods } from '@/app/(admin)/admin/data-protection/actions';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { retentionJob } from '@/lib/server/retention/job';
import { createScheduler } from '@/lib/server/scheduler';
import { dailyRunId, runDailyRetention, runRetentionNow } from '@/lib/server/retention/run';
import { listRetentionRuns } from '@/lib/server/retention/runs';
import { getRetentionSettings } from '@/lib/server/retention/settings';
import { ANONYMISED_LEAD } from '@/lib/retention/anonymised';
import { daysBefore, monthsBefore } from '@/lib/retention/cutoffs';
import { RETENTION_DEFAULTS, type RetentionSettings } from '@/lib/retention/settings';
import { AuditEntry } from '@/models/audit-entry';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { OutboxMessage } from '@/models/outbox-message';
import { PostLike } from '@/models/post-like';
import { WhatsAppClick } from '@/models/whatsapp-click';
import { PostView } from '@/models/post-view';
import { RetentionRun } from '@/models/retention-run';
import { RetentionSettingsModel } from '@/models/retention-settings';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

const cache = vi.hoisted(() => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), refresh: vi.fn() }));
vi.mock('next/cache', () => ({ ...cache, unstable_cache: (fn: unknown) => fn }));
vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);

// The retention job: what it removes and what it keeps, at the edges of each period, run twice or
// by two instances at once; and the data-protection page's actions (the settings, run now).

const NOW = new Date('2026-11-25T10:00:00.000Z');
let admin = '';
let editor = '';

beforeAll(async () => {
  await connectDb();
  admin = await tokenFor(await createUser({ email: 'retention-admin@example.com', password: 'long enough password', name: 'Rita Admin' }));
  editor = await tokenFor(await createUser({ email: 'retention-editor@example.com', password: 'long enough password', role: 'editor' }));
});

beforeEach(async () => {
  await Promise.all(
    [Enquiry, LeadEvent, OutboxMessage, PostView, PostLike, WhatsAppClick, RetentionRun, RetentionSettingsModel, AuditEntry].map((model) => (model as mongoose.Model<unknown>).deleteMany({})),
  );
  cache.revalidatePath.mockClear();
  cache.revalidateTag.mockClear();
});

// The job on a scheduler as the server runs it, its first check sooner.
const scheduler = createScheduler();
scheduler.add({ ...retentionJob, everyMs: 60_000, firstAfterMs: 10 });

afterEach(async () => {
  await scheduler.stop();
});

async function saveSettings(settings: Partial<RetentionSettings>) {
  await RetentionSettingsModel.updateOne({ _id: 'retention' }, { $set: { ...RETENTION_DEFAULTS, ...settings } }, { upsert: true });
}

// A lead as the forms store it, with its times set (a raw insert: mongoose would stamp submittedAt).
async function lead(tag: string, fields: { status?: string; lastActivityAt?: Date | null; submittedAt?: Date }) {
  const _id = new mongoose.Types.ObjectId();
  const { lastActivityAt, ...rest } = fields;
  await Enquiry.collection.insertOne({
    _id,
    fullName: `Lead ${tag}`,
    email: `${tag}@example.com`,
    phoneNumber: '+49 151 0000000',
    message: `Private message of ${tag}`,
    status: 'new',
    isRead: false,
    source: 'service',
    serviceName: 'Student Visa Advisory',
    city: 'Lagos',
    clientId: randomUUID(),
    mailQueued: true,
    attribution: { pagePath: '/services', utmSource: 'newsletter' },
    submittedAt: new Date('2020-01-01T00:00:00.000Z'),
    updatedAt: new Date('2020-01-01T00:00:00.000Z'),
    ...(lastActivityAt === null ? {} : { lastActivityAt: lastActivityAt ?? NOW }),
    ...rest,
  });
  await LeadEvent.create({ enquiryId: _id, kind: 'note', text: `Note about ${tag}`, actorName: 'Rita Admin' });
  await LeadEvent.create({ enquiryId: _id, kind: 'reply', text: `Dear ${tag}`, subject: `Your visa, ${tag}`, mailKind: 'reply:1' });
  await LeadEvent.create({ enquiryId: _id, kind: 'status', status: 'closed' });
  for (const kind of ['notification', 'acknowledgement', 'reply:1']) {
    await OutboxMessage.create({ key: `enquiry:${_id.toString()}:${kind}`, kind, to: `${tag}@example.com`, subject: `About ${tag}`, text: `Text for ${tag}` });
  }
  return _id.toString();
}

const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

describe('leads', () => {
  it('anonymises closed leads past the closed period and any lead past the inactive period, to the millisecond', async () => {
    const closedCutoff = monthsBefore(NOW, RETENTION_DEFAULTS.leadsClosedMonths);
    const inactiveCutoff = monthsBefore(NOW, RETENTION_DEFAULTS.leadsInactiveMonths);
    const ids = {
      closedJustPast: await lead('closed-past', { status: 'closed', lastActivityAt: ms(closedCutoff, -1) }),
      closedAtEdge: await lead('closed-edge', { status: 'closed', lastActivityAt: closedCutoff }),
      // Not closed: the closed period does not apply, only the inactive one.
      openQuiet: await lead('open-quiet', { status: 'replied', lastActivityAt: ms(closedCutoff, -1) }),
      quietJustPast: await lead('quiet-past', { status: 'new', lastActivityAt: ms(inactiveCutoff, -1) }),
      quietAtEdge: await lead('quiet-edge', { status: 'read', lastActivityAt: inactiveCutoff }),
      // Stored before lastActivityAt existed: the submission counts.
      legacyOld: await lead('legacy-old', { status: 'closed', lastActivityAt: null, submittedAt: ms(closedCutoff, -1) }),
      legacyRecent: await lead('legacy-recent', { status: 'closed', lastActivityAt: null, submittedAt: closedCutoff }),
      // Submitted long ago, but somebody worked on it recently.
      recentlyWorked: await lead('recently-worked', { status: 'closed', lastActivityAt: ms(NOW, -60_000) }),
    };
    const run = await runDailyRetention(NOW);
    expect(run?.counts).toMatchObject({ leadsAnonymised: 3, leadsDeleted: 0 });
    const removed = [ids.closedJustPast, ids.quietJustPast, ids.legacyOld];
    for (const [name, id] of Object.entries(ids)) {
      const row = await Enquiry.findById(id).lean();
      expect(row, name).not.toBeNull();
      expect(Boolean(row!.anonymisedAt), name).toBe(removed.includes(id));
    }

    // What an anonymised lead keeps, and what it loses.
    const anonymised = await Enquiry.findById(ids.closedJustPast).lean();
    expect(anonymised).toMatchObject({ ...ANONYMISED_LEAD, status: 'closed', source: 'service', serviceName: 'Student Visa Advisory', submittedAt: new Date('2020-01-01T00:00:00.000Z') });
    expect(anonymised!.anonymisedAt).toEqual(NOW);
    expect(anonymised).not.toHaveProperty('phoneNumber');
    expect(anonymised).not.toHaveProperty('city');
    expect(anonymised).not.toHaveProperty('attribution');
    const events = await LeadEvent.find({ enquiryId: ids.closedJustPast }).lean();
    expect(events.map((event) => event.kind).sort()).toEqual(['note', 'reply', 'status']);
    expect(events.every((event) => event.text === undefined && event.subject === undefined)).toBe(true);
    expect(await OutboxMessage.countDocuments({ key: new RegExp(`^enquiry:${ids.closedJustPast}:`) })).toBe(0);

    // Nothing of a kept lead is touched.
    const kept = await Enquiry.findById(ids.closedAtEdge).lean();
    expect(kept).toMatchObject({ fullName: 'Lead closed-edge', phoneNumber: '+49 151 0000000', city: 'Lagos' });
    expect(await LeadEvent.countDocuments({ enquiryId: ids.closedAtEdge, text: /Note about/ })).toBe(1);
    expect(await OutboxMessage.countDocuments({ key: new RegExp(`^enquiry:${ids.closedAtEdge}:`) })).toBe(3);

    // The inbox still counts every lead by status.
    expect(await Enquiry.countDocuments({ status: 'closed' })).toBe(5);
  });

  it('deletes them with their events and mail when the firm chose deletion', async () => {
    await saveSettings({ leadAction: 'delete' });
    const old = await lead('old', { status: 'closed', lastActivityAt: ms(monthsBefore(NOW, 6), -1) });
    const recent = await lead('recent', { status: 'closed', lastActivityAt: monthsBefore(NOW, 6) });
    const run = await runDailyRetention(NOW);
    expect(run?.counts).toMatchObject({ leadsAnonymised: 0, leadsDeleted: 1 });
    expect(await Enquiry.exists({ _id: old })).toBeNull();
    expect(await LeadEvent.countDocuments({ enquiryId: old })).toBe(0);
    expect(await OutboxMessage.countDocuments({ key: new RegExp(`^enquiry:${old}:`) })).toBe(0);
    expect(await Enquiry.exists({ _id: recent })).not.toBeNull();
    expect(await LeadEvent.countDocuments({ enquiryId: recent })).toBe(3);
  });

  it('leaves leads anonymised earlier alone when the firm switches to deletion', async () => {
    const id = await lead('earlier', { status: 'closed', lastActivityAt: ms(monthsBefore(NOW, 6), -1) });
    await runDailyRetention(NOW);
    await saveSettings({ leadAction: 'delete' });
    const later = await runRetentionNow('Rita Admin', ms(NOW, 120_000));
    expect(later.counts.leadsDeleted).toBe(0);
    expect(await Enquiry.exists({ _id: id })).not.toBeNull();
  });

  it('applies the periods an administrator saved', async () => {
    await saveSettings({ leadsClosedMonths: 1, leadsInactiveMonths: 2 });
    const closed = await lead('closed-month', { status: 'closed', lastActivityAt: ms(monthsBefore(NOW, 1), -1) });
    const quiet = await lead('quiet-two', { status: 'new', lastActivityAt: ms(monthsBefore(NOW, 2), -1) });
    const fresh = await lead('fresh', { status: 'new', lastActivityAt: ms(monthsBefore(NOW, 2), 1) });
    const run = await runDailyRetention(NOW);
    expect(run?.counts.leadsAnonymised).toBe(2);
    expect(run?.settings).toMatchObject({ leadsClosedMonths: 1, leadsInactiveMonths: 2 });
    expect((await Enquiry.findById(closed).lean())!.anonymisedAt).toBeTruthy();
    expect((await Enquiry.findById(quiet).lean())!.anonymisedAt).toBeTruthy();
    expect((await Enquiry.findById(fresh).lean())!.anonymisedAt ?? null).toBeNull();
  });
});

describe('sent mail and engagement records', () => {
  it('empties sent messages past the period, keeping their delivery record', async () => {
    const cutoff = daysBefore(NOW, RETENTION_DEFAULTS.sentMailTextDays);
    const message = (key: string, state: 'pending' | 'sent' | 'failed', sentAt?: Date) =>
      OutboxMessage.create({ key, kind: 'notification', to: 'inbox@firm.test', replyTo: 'lead@example.com', subject: 'New enquiry – Lead', text: 'Everything the lead wrote', state, sentAt, attempts: 1 });
    await message('old:notification', 'sent', ms(cutoff, -1));
    await message('edge:notification', 'sent', cutoff);
    await message('failed:notification', 'failed');
    await message('pending:notification', 'pending');
    const run = await runDailyRetention(NOW);
    expect(run?.counts.mailTextsRemoved).toBe(1);
    const old = await OutboxMessage.findOne({ key: 'old:notification' }).lean();
    expect(old).toMatchObject({ kind: 'notification', to: 'inbox@firm.test', state: 'sent', attempts: 1, sentAt: ms(cutoff, -1), subject: '', text: '', contentRemovedAt: NOW });
    expect(old).not.toHaveProperty('replyTo');
    for (const key of ['edge:notification', 'failed:notification', 'pending:notification']) {
      expect((await OutboxMessage.findOne({ key }).lean())?.text, key).toBe('Everything the lead wrote');
    }
  });

  it('removes view and like records older than the period, keeping the post totals', async () => {
    const cutoff = monthsBefore(NOW, 26);
    const postId = new mongoose.Types.ObjectId();
    const dayOf = (date: Date) => date.toISOString().slice(0, 10);
    await PostView.collection.insertMany([
      { postId, visitor: 'a', day: dayOf(ms(cutoff, -24 * 60 * 60 * 1000)) },
      { postId, visitor: 'b', day: dayOf(cutoff) },
      { postId, visitor: 'c', day: dayOf(NOW) },
    ]);
    await PostLike.collection.insertMany([
      { postId, visitor: 'a', createdAt: ms(cutoff, -1) },
      { postId, visitor: 'b', createdAt: cutoff },
    ]);
    const run = await runDailyRetention(NOW);
    expect(run?.counts).toMatchObject({ viewsRemoved: 1, likesRemoved: 1 });
    expect((await PostView.find({}).lean()).map((view) => view.visitor).sort()).toEqual(['b', 'c']);
    expect((await PostLike.find({}).lean()).map((like) => like.visitor)).toEqual(['b']);
  });

  it('removes WhatsApp click records whose day is older than the period, keeping the cut-off’s day', async () => {
    const cutoff = monthsBefore(NOW, 26);
    const dayOf = (date: Date) => new Date(`${date.toISOString().slice(0, 10)}T00:00:00.000Z`);
    await WhatsAppClick.create([
      { day: dayOf(ms(cutoff, -24 * 60 * 60 * 1000)), page: '/old' },
      { day: dayOf(cutoff), page: '/edge' },
      { day: dayOf(NOW), page: '/new' },
    ]);
    const run = await runDailyRetention(NOW);
    expect(run?.counts).toMatchObject({ whatsappClicksRemoved: 1 });
    expect((await WhatsAppClick.find({}).lean()).map((click) => click.page).sort()).toEqual(['/edge', '/new']);
  });
});

describe('runs', () => {
  it('is idempotent: a second run finds nothing more to remove and changes nothing', async () => {
    await saveSettings({ leadsClosedMonths: 1 });
    const id = await lead('twice', { status: 'closed', lastActivityAt: ms(monthsBefore(NOW, 1), -1) });
    await OutboxMessage.create({ key: 'x:notification', kind: 'notification', to: 'a@example.com', subject: 's', text: 't', state: 'sent', sentAt: ms(NOW, -40 * 86_400_000) });
    const first = await runDailyRetention(NOW);
    expect(first?.counts).toMatchObject({ leadsAnonymised: 1, mailTextsRemoved: 1 });
    const snapshot = await Enquiry.findById(id).lean();
    const second = await runRetentionNow('Rita Admin', ms(NOW, 60_000));
    expect(second.counts).toEqual({ leadsAnonymised: 0, leadsDeleted: 0, mailTextsRemoved: 0, viewsRemoved: 0, likesRemoved: 0, whatsappClicksRemoved: 0, checkEventsRemoved: 0, newsletterPendingRemoved: 0 });
    expect(await Enquiry.findById(id).lean()).toEqual(snapshot);
    // The day's run is claimed: the same day runs no more.
    expect(await runDailyRetention(ms(NOW, 3 * 60 * 60 * 1000))).toBeNull();
  });

  it('runs once when two instances try the same day at the same moment', async () => {
    const id = await lead('contested', { status: 'closed', lastActivityAt: ms(monthsBefore(NOW, 6), -1) });
    const results = await Promise.all([runDailyRetention(NOW), runDailyRetention(NOW), runDailyRetention(NOW)]);
    const ran = results.filter((run) => run !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.counts.leadsAnonymised).toBe(1);
    expect(await RetentionRun.countDocuments({})).toBe(1);
    expect((await Enquiry.findById(id).lean())!.anonymisedAt).toEqual(NOW);
  });

  it('names the day by the Berlin calendar, and a manual run by its minute (one a minute)', async () => {
    expect(dailyRunId(new Date('2026-11-25T23:30:00.000Z'))).toBe('daily:2026-11-26');
    expect(dailyRunId(new Date('2026-07-01T21:59:00.000Z'))).toBe('daily:2026-07-01');
    await runRetentionNow('Rita Admin', NOW);
    await expect(runRetentionNow('Another Admin', ms(NOW, 30_000))).rejects.toBeInstanceOf(DomainError);
    const runs = await RetentionRun.find({}).lean();
    expect(runs.map((run) => run._id)).toEqual(['manual:2026-11-25T11:00']);
    expect(runs[0]!.finishedAt).toEqual(NOW);
  });

  it('shows a run that did not finish within an hour as cut off', async () => {
    await RetentionRun.create({ _id: 'daily:2026-11-24', trigger: 'daily', startedAt: ms(NOW, -61 * 60_000), counts: { leadsAnonymised: 2 } });
    await RetentionRun.create({ _id: 'daily:2026-11-25', trigger: 'daily', startedAt: ms(NOW, -60_000) });
    const runs = await listRetentionRuns(10, NOW);
    expect(runs.map((run) => [run._id, run.state, run.counts.leadsAnonymised])).toEqual([
      ['daily:2026-11-25', 'running', 0],
      ['daily:2026-11-24', 'cut-off', 2],
    ]);
  });

  it('is started and stopped by the server’s timer, which claims the day once', async () => {
    scheduler.start();
    await expect.poll(() => RetentionRun.countDocuments({ trigger: 'daily', finishedAt: mongoose.trusted({ $ne: null }) }), { timeout: 10_000 }).toBe(1);
    await scheduler.stop();
    expect(await RetentionRun.countDocuments({})).toBe(1);
  });
});

describe('the settings and run-now actions', () => {
  const put = (body: unknown, token = admin) => (actAs(token), saveRetentionPeriods(body as RetentionSettings));
  const runNow = (token = admin) => (actAs(token), runRetention(undefined));

  it('reads the defaults until something is saved', async () => {
    expect(await getRetentionSettings()).toEqual(RETENTION_DEFAULTS);
  });

  it('saves whole numbers within bounds, refreshes the privacy pages and records who changed what', async () => {
    const next = { ...RETENTION_DEFAULTS, leadsClosedMonths: 7, leadAction: 'delete' };
    dataOf(await put(next));
    expect(await getRetentionSettings()).toEqual(next);
    expect(cache.revalidateTag).toHaveBeenCalledWith('retention-settings', { expire: 0 });
    expect(cache.revalidatePath).toHaveBeenCalledWith('/lang/en/privacy-policy');
    expect(cache.revalidatePath).toHaveBeenCalledWith('/lang/de/data-protection');
    const entry = await AuditEntry.findOne({ action: 'retention-settings-changed' }).lean();
    expect(entry).toMatchObject({ actorEmail: 'retention-admin@example.com', details: 'closed enquiries 6 months → 7 months; removal anonymise → delete' });
  });

  it('refuses fractions, values out of bounds, unknown fields and a closed period longer than the inactive one', async () => {
    const cases: [object, string][] = [
      [{ ...RETENTION_DEFAULTS, leadsClosedMonths: 1.5 }, 'leadsClosedMonths'],
      [{ ...RETENTION_DEFAULTS, sentMailTextDays: 0 }, 'sentMailTextDays'],
      [{ ...RETENTION_DEFAULTS, engagementMonths: 27 }, 'engagementMonths'],
      [{ ...RETENTION_DEFAULTS, leadAction: 'shred' }, 'leadAction'],
      [{ ...RETENTION_DEFAULTS, leadsClosedMonths: 13 }, 'leadsClosedMonths'],
      [{ ...RETENTION_DEFAULTS, leadsInactiveMonths: '12' }, 'leadsInactiveMonths'],
    ];
    for (const [body, field] of cases) {
      const answer = await put(body);
      expect(answer, field).toMatchObject({ ok: false, code: 'invalid' });
      expect(Object.keys(answer.ok ? {} : (answer.fieldErrors ?? {})), field).toContain(field);
    }
    expect(await put({ ...RETENTION_DEFAULTS, extra: 1 })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await getRetentionSettings()).toEqual(RETENTION_DEFAULTS);
    expect(cache.revalidateTag).not.toHaveBeenCalled();
  });

  it('is for administrators only', async () => {
    expect(await put(RETENTION_DEFAULTS, editor)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await runNow(editor)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await RetentionRun.countDocuments({})).toBe(0);
  });

  it('runs now, answers what was removed, lists the runs newest first and records it in the audit log', async () => {
    await runDailyRetention(ms(new Date(), -2 * 86_400_000));
    await lead('api-run', { status: 'closed', lastActivityAt: ms(monthsBefore(new Date(), 6), -60_000) });
    expect(dataOf(await runNow())).toMatchObject({ trigger: 'manual', startedBy: 'Rita Admin', state: 'finished', counts: { leadsAnonymised: 1 } });
    expect((await listRetentionRuns()).map((run) => run.trigger)).toEqual(['manual', 'daily']);
    expect(await AuditEntry.findOne({ action: 'retention-run-started' }).lean()).toMatchObject({ details: 'Enquiries anonymised 1' });
  });
});
