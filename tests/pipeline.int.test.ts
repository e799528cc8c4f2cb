import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as book } from '@/app/api/v1/booking/route';
import { addPipelineStage, moveLeadStage, removePipelineStage, renamePipelineStage, reorderPipelineStage } from '@/app/(admin)/admin/pipeline/actions';
import { weekMonday } from '@/lib/booking/agenda';
import { leadPeriodRange } from '@/lib/dashboard/lead-period';
import { CARDS_PER_COLUMN, NO_FILTERS, NO_OWNER, parseBoardFilters } from '@/lib/pipeline/board';
import { DEFAULT_STAGES } from '@/lib/pipeline/stages';
import { connectDb } from '@/lib/server/db';
import { getLeadWorkspace } from '@/lib/server/enquiries/workspace';
import { loadBoard } from '@/lib/server/pipeline/board';
import { getBookingFigures, getPipelineFunnel } from '@/lib/server/pipeline/funnel';
import { readStages } from '@/lib/server/pipeline/stages';
import { addDays } from '@/lib/time/berlin';
import { AuditEntry } from '@/models/audit-entry';
import { Booking } from '@/models/booking';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { PipelineSettings } from '@/models/pipeline-settings';
import { sampleLeadFindings } from '@/lib/server/enquiries/sample-leads';
import { seedSampleLeads } from '../scripts/lib/seed';
import { SAMPLE_LEADS } from '../scripts/seed-data/sample-leads';
import { actAs, formOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { berlinAt, bookingBody, clearBookings, createAdviser, createType, dayAhead, postJson } from './support/booking';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The pipeline (issue 47): the administrators' stage list, a move (audited, on the timeline), a
// booking moving its lead forward only, the board's query and the dashboard's funnel.

let adminToken = '';
let adviserToken = '';
let adviserId = '';
let typeId = '';

beforeAll(async () => {
  await connectDb();
  await Enquiry.init();
  adminToken = await tokenFor(await createUser({ email: 'pipeline-admin@example.com', password: 'long enough password', role: 'admin', name: 'Alma Admin' }));
  adviserId = await createUser({ email: 'pipeline-adviser@example.com', password: 'long enough password', role: 'adviser', name: 'Ada Adviser' });
  adviserToken = await tokenFor(adviserId);
  typeId = await createType({ durationMinutes: 60, intervalMinutes: 60 });
  await createAdviser([typeId], 'Bea Booker');
});

beforeEach(async () => {
  await clearBookings();
  await Promise.all([PipelineSettings.deleteMany({}), AuditEntry.deleteMany({})]);
  actAs(adviserToken);
});

type LeadFields = { fullName?: string; stage?: string; stageSince?: Date; assignedTo?: string | null; serviceName?: string; source?: 'contact' | 'service' | 'booking'; locale?: 'en' | 'de'; email?: string };

async function lead(fields: LeadFields = {}): Promise<string> {
  const saved = await new Enquiry({ fullName: 'Lena Lead', email: `${randomUUID()}@example.org`, message: 'Hello', clientId: randomUUID(), mailQueued: true, ...fields }).save();
  return saved._id.toString();
}

const form = (fields: Record<string, string>) => formOf(fields);
const stageNames = async () => (await readStages()).map((stage) => stage.name);

describe('the stage list', () => {
  it('starts as the default list and is changed by administrators only, each change audited', async () => {
    expect(await readStages()).toEqual(DEFAULT_STAGES);
    expect(await renamePipelineStage(null, form({ stageId: 'contacted', name: 'Called back' }))).toMatchObject({ ok: false, code: 'forbidden' });

    actAs(adminToken);
    expect(await renamePipelineStage(null, form({ stageId: 'contacted', name: 'Called back' }))).toMatchObject({ ok: true, data: 'Renamed Contacted to Called back.' });
    expect(await addPipelineStage(null, form({ name: 'Documents checked' }))).toMatchObject({ ok: true });
    expect(await stageNames()).toEqual(['New', 'Called back', 'Consultation booked', 'Proposal sent', 'Documents checked', 'Client', 'Not a fit']);
    // The new stage's id comes from its name; ids of the others stay.
    expect((await readStages()).map((stage) => stage.id)).toContain('documents-checked');

    expect(await reorderPipelineStage(null, form({ stageId: 'documents-checked', direction: 'up' }))).toMatchObject({ ok: true });
    expect(await stageNames()).toEqual(['New', 'Called back', 'Consultation booked', 'Documents checked', 'Proposal sent', 'Client', 'Not a fit']);
    // The first stage cannot go further up: nothing changes.
    expect(await reorderPipelineStage(null, form({ stageId: 'new', direction: 'up' }))).toMatchObject({ ok: true });
    expect((await stageNames())[0]).toBe('New');

    const audited = await AuditEntry.find({ action: 'pipeline-stages-changed' }).lean();
    expect(audited.map((entry) => entry.details)).toEqual(expect.arrayContaining(['renamed Contacted → Called back', 'added Documents checked', 'moved Documents checked up']));
  });

  it('refuses a name taken, empty or too long, keeping what was typed', async () => {
    actAs(adminToken);
    const taken = await renamePipelineStage(null, form({ stageId: 'contacted', name: 'client' }));
    expect(taken).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { name: ['Another stage has this name'] }, values: { name: 'client' } });
    expect(await addPipelineStage(null, form({ name: '  ' }))).toMatchObject({ ok: false, fieldErrors: { name: ['Enter a name for the stage'] } });
    expect(await addPipelineStage(null, form({ name: 'x'.repeat(41) }))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await addPipelineStage(null, form({ name: 'Two\nlines' }))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await renamePipelineStage(null, form({ stageId: 'gone', name: 'Anything' }))).toMatchObject({ ok: false, fieldErrors: { stageId: ['This stage is no longer on the list'] } });
    expect(await readStages()).toEqual(DEFAULT_STAGES);
  });

  it('removes a stage, moving its leads to the stage chosen; Consultation booked stays', async () => {
    actAs(adminToken);
    const inProposal = await lead({ stage: 'proposal-sent' });
    const withoutStage = await lead();
    const booked = await removePipelineStage(null, form({ stageId: 'consultation-booked', moveTo: 'new' }));
    expect(booked).toMatchObject({ ok: false, code: 'invalid', message: 'Consultation booked cannot be removed: bookings move leads to it' });
    expect(await removePipelineStage(null, form({ stageId: 'proposal-sent', moveTo: 'proposal-sent' }))).toMatchObject({ ok: false, fieldErrors: { moveTo: ['Choose another stage for its leads'] } });

    expect(await removePipelineStage(null, form({ stageId: 'proposal-sent', moveTo: 'client' }))).toMatchObject({ ok: true, data: 'Removed Proposal sent; 1 lead moved to Client.' });
    expect((await Enquiry.findById(inProposal).lean())?.stage).toBe('client');
    // Removing the first stage takes the leads without a stage (they were in it) along.
    expect(await removePipelineStage(null, form({ stageId: 'new', moveTo: 'contacted' }))).toMatchObject({ ok: true, data: 'Removed New; 1 lead moved to Contacted.' });
    expect((await Enquiry.findById(withoutStage).lean())?.stage).toBe('contacted');
    expect(await stageNames()).toEqual(['Contacted', 'Consultation booked', 'Client', 'Not a fit']);
    expect(await AuditEntry.countDocuments({ action: 'pipeline-stages-changed', details: 'removed Proposal sent; 1 leads moved to Client' })).toBe(1);
  });
});

describe('moving a lead', () => {
  it('moves it, audited and on its timeline with both stages and who moved it', async () => {
    const id = await lead({ fullName: 'Mia Mover', stageSince: new Date('2026-01-01T00:00:00Z') });
    const moved = await moveLeadStage(null, form({ id, stageId: 'proposal-sent' }));
    expect(moved).toMatchObject({ ok: true, data: 'Moved Mia Mover to Proposal sent.' });
    const stored = await Enquiry.findById(id).lean();
    expect(stored?.stage).toBe('proposal-sent');
    expect(stored!.stageSince!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await LeadEvent.find({ enquiryId: id, kind: 'stage' }).lean()).toMatchObject([{ fromStage: 'New', toStage: 'Proposal sent', actorId: adviserId, actorName: 'Ada Adviser' }]);
    expect(await AuditEntry.find({ action: 'lead-stage-moved' }).lean()).toMatchObject([{ target: id, details: 'New → Proposal sent', actorEmail: 'pipeline-adviser@example.com' }]);
    const timeline = (await getLeadWorkspace(id))!.timeline;
    expect(timeline.at(-1)).toMatchObject({ kind: 'stage', fromStage: 'New', toStage: 'Proposal sent', actorName: 'Ada Adviser' });

    // The same stage again changes and records nothing.
    expect(await moveLeadStage(null, form({ id, stageId: 'proposal-sent' }))).toMatchObject({ ok: true, data: 'Mia Mover is already in Proposal sent.' });
    expect(await LeadEvent.countDocuments({ enquiryId: id, kind: 'stage' })).toBe(1);
    expect(await AuditEntry.countDocuments({ action: 'lead-stage-moved' })).toBe(1);
  });

  it('checks the stage against the list as it is now, and the lead', async () => {
    const id = await lead();
    expect(await moveLeadStage(null, form({ id, stageId: 'won' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { stageId: ['Choose one of the stages on the list'] },
      values: { id, stageId: 'won' },
    });
    expect(await moveLeadStage(null, form({ id }))).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { stageId: ['Choose a stage'] } });
    expect(await moveLeadStage(null, form({ id: '0123456789abcdef01234567', stageId: 'client' }))).toMatchObject({ ok: false, code: 'not-found' });
    expect(await LeadEvent.countDocuments({ kind: 'stage' })).toBe(0);
    actAs(null);
    expect(await moveLeadStage(null, form({ id, stageId: 'client' }))).toMatchObject({ ok: false, code: 'unauthenticated' });
  });
});

describe('a booking moves its lead to Consultation booked', () => {
  const bookAt = (time: string, fields: Record<string, unknown> = {}) => postJson(book, bookingBody(typeId, berlinAt(dayAhead(3), time), { clientId: randomUUID(), ...fields }));

  it('a new lead, by the system, on its timeline after the booking', async () => {
    const answered = await bookAt('10:00');
    expect(answered.status).toBe(201);
    const booking = await Booking.findOne({}).lean();
    const id = String(booking!.enquiryId);
    expect((await Enquiry.findById(id).lean())?.stage).toBe('consultation-booked');
    const events = await LeadEvent.find({ enquiryId: id }).sort({ at: 1, _id: 1 }).lean();
    expect(events.map((event) => event.kind)).toEqual(['booking-booked', 'stage']);
    expect(events[1]).toMatchObject({ fromStage: 'New', toStage: 'Consultation booked', actorId: '', actorName: '' });
  });

  it('only forward: not back from a later stage, not out of Client or Not a fit', async () => {
    for (const [index, stage] of ['proposal-sent', 'client', 'not-a-fit', 'contacted'].entries()) {
      const email = `visitor-${index}@example.org`;
      const id = await lead({ email, stage });
      expect((await bookAt(`${10 + index}:00`, { email })).status).toBe(201);
      expect(String((await Booking.findOne({ email }).lean())?.enquiryId)).toBe(id);
      expect((await Enquiry.findById(id).lean())?.stage, stage).toBe(stage === 'contacted' ? 'consultation-booked' : stage);
    }
    expect(await LeadEvent.countDocuments({ kind: 'stage' })).toBe(1);
  });
});

describe('the board', () => {
  it('counts every lead in its stage (those without one in the first) and shows the longest in each, filtered', async () => {
    const old = new Date('2026-01-01T00:00:00Z');
    await lead({ fullName: 'No Stage', serviceName: 'Student Visa', source: 'contact', locale: 'de' });
    await lead({ fullName: 'Newer', stage: 'contacted', stageSince: new Date(), assignedTo: adviserId, serviceName: 'Student Visa', source: 'service' });
    await lead({ fullName: 'Older', stage: 'contacted', stageSince: old, assignedTo: adviserId, serviceName: 'Family Reunion', source: 'service' });
    await lead({ fullName: 'Removed Stage', stage: 'a-stage-no-longer-listed' });
    await new Enquiry({ fullName: 'Anonymised', email: 'gone@example.org', message: 'x', clientId: randomUUID(), stage: 'client', anonymisedAt: new Date() }).save();

    const board = await loadBoard(await readStages(), NO_FILTERS);
    expect(board.total).toBe(4);
    expect(board.columns.map((column) => [column.stage.id, column.count])).toEqual([
      ['new', 2],
      ['contacted', 2],
      ['consultation-booked', 0],
      ['proposal-sent', 0],
      ['client', 0],
      ['not-a-fit', 0],
    ]);
    expect(board.columns[0]!.cards.map((card) => card.fullName).sort()).toEqual(['No Stage', 'Removed Stage']);
    expect(board.columns[1]!.cards).toMatchObject([
      { fullName: 'Older', ownerName: 'Ada Adviser', serviceName: 'Family Reunion', since: old.toISOString(), sample: false },
      { fullName: 'Newer' },
    ]);

    const filtered = async (params: Record<string, string>) =>
      (await loadBoard(await readStages(), parseBoardFilters(params))).columns.flatMap((column) => column.cards.map((card) => card.fullName)).sort();
    expect(await filtered({ owner: adviserId })).toEqual(['Newer', 'Older']);
    expect(await filtered({ owner: NO_OWNER })).toEqual(['No Stage', 'Removed Stage']);
    expect(await filtered({ service: 'Student Visa' })).toEqual(['Newer', 'No Stage']);
    expect(await filtered({ source: 'service', service: 'Family Reunion' })).toEqual(['Older']);
    expect(await filtered({ language: 'de' })).toEqual(['No Stage']);
    // An unknown value is no filter.
    expect(parseBoardFilters({ owner: 'x', source: 'fax', language: 'fr', service: ['Student Visa', 'y'] })).toEqual({ ...NO_FILTERS, service: 'Student Visa' });
  });

  it('shows at most the bounded number of cards in a column, with its full count', async () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    await Enquiry.insertMany(
      Array.from({ length: CARDS_PER_COLUMN + 5 }, (_, index) => ({
        fullName: `Lead ${String(index).padStart(2, '0')}`,
        email: `bulk-${index}@example.org`,
        message: 'x',
        clientId: randomUUID(),
        stage: 'proposal-sent',
        stageSince: new Date(start + index * 60_000),
      })),
    );
    const column = (await loadBoard(await readStages(), NO_FILTERS)).columns.find((entry) => entry.stage.id === 'proposal-sent')!;
    expect(column.count).toBe(CARDS_PER_COLUMN + 5);
    expect(column.cards).toHaveLength(CARDS_PER_COLUMN);
    expect(column.cards[0]!.fullName).toBe('Lead 00');
    expect(column.cards.at(-1)!.fullName).toBe(`Lead ${CARDS_PER_COLUMN - 1}`);
  });
});

describe('the dashboard', () => {
  it('shows the funnel: leads per stage, reached and the conversion between consecutive stages, Not a fit apart', async () => {
    const counts: [string | undefined, number][] = [[undefined, 1], ['new', 3], ['contacted', 3], ['consultation-booked', 2], ['proposal-sent', 1], ['client', 1], ['not-a-fit', 2]];
    for (const [stage, count] of counts) for (let n = 0; n < count; n += 1) await lead(stage ? { stage } : {});
    const funnel = await getPipelineFunnel();
    expect(funnel.steps.map((step) => [step.stage.id, step.count, step.reached])).toEqual([
      ['new', 4, 11],
      ['contacted', 3, 7],
      ['consultation-booked', 2, 4],
      ['proposal-sent', 1, 2],
      ['client', 1, 1],
    ]);
    const rates = funnel.steps.map((step) => (step.conversionToNext === null ? null : Math.round(step.conversionToNext * 10) / 10));
    expect(rates).toEqual([63.6, 57.1, 50, 50, null]);
    expect(funnel.notAFit).toMatchObject({ stage: { id: 'not-a-fit' }, count: 2 });
    expect(funnel.total).toBe(13);
  });

  it('counts the bookings: upcoming, this Berlin week, and no-shows in the period', async () => {
    expect((await postJson(book, bookingBody(typeId, berlinAt(dayAhead(3), '10:00'), { clientId: randomUUID() }))).status).toBe(201);
    const booked = await Booking.findOne({}).lean();
    const { _id, clientId, uid, ...rest } = booked!;
    void _id;
    void clientId;
    const yesterday = berlinAt(dayAhead(-1), '10:00');
    await Booking.collection.insertOne({ ...rest, uid: `missed-${uid}`, status: 'no-show', start: yesterday, end: new Date(yesterday.getTime() + 3_600_000), day: dayAhead(-1) });
    const now = new Date();
    const figures = await getBookingFigures(leadPeriodRange('30d', now), now);
    expect(figures.upcoming).toBe(1);
    expect(figures.noShows).toBe(1);
    // This week: whichever of the two fall in this Monday-to-Sunday week in Berlin.
    const monday = weekMonday(dayAhead(0));
    expect(figures.thisWeek).toBe([dayAhead(3), dayAhead(-1)].filter((day) => day >= monday && day <= addDays(monday, 6)).length);
    expect((await getBookingFigures(leadPeriodRange('7d', new Date(now.getTime() - 9 * 86_400_000)), now)).noShows).toBe(0);
  });
});

describe('a fresh install', () => {
  it('shows sample leads spread over the stages, marked as samples and listed by the launch check, once', async () => {
    expect(await sampleLeadFindings()).toEqual([]);
    expect(await seedSampleLeads()).toEqual({ inserted: SAMPLE_LEADS.length });
    expect(await seedSampleLeads()).toEqual({ inserted: 0 });
    const board = await loadBoard(await readStages(), NO_FILTERS);
    expect(board.total).toBe(SAMPLE_LEADS.length);
    for (const column of board.columns) {
      expect(column.count, column.stage.id).toBeGreaterThan(0);
      expect(column.cards.every((card) => card.sample)).toBe(true);
    }
    // No mail is ever queued for their invented addresses.
    expect(await Enquiry.countDocuments({ sample: true, mailQueued: true })).toBe(SAMPLE_LEADS.length);
    expect(await sampleLeadFindings()).toMatchObject([{ id: 'sample-leads', area: 'Leads', title: `${SAMPLE_LEADS.length} sample leads are still among the leads.`, href: '/admin/pipeline' }]);
  });
});
