import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { revalidateTag } from 'next/cache';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { LEAD_FIGURES_TAG } from '@/lib/server/cache-tags';
import { inboxList, INBOX_COUNT_CAP } from '@/lib/server/enquiries/cached';
import { enquiryCounts, listEnquiries, readEnquiryListPage } from '@/lib/server/enquiries/queries';
import { deleteEnquiry, markEnquiryRead, setEnquiryStatus } from '@/lib/server/enquiries/commands';
import { setFollowUp } from '@/lib/server/enquiries/tasks';
import { addLeadNote } from '@/lib/server/enquiries/notes';
import { storeLead } from '@/lib/server/leads/store-lead';
import { anonymiseLead, eraseLead } from '@/lib/server/leads/lead-erasure';
import { eraseDataSubject } from '@/lib/server/data-subject/erase';
import { Enquiry, type EnquiryFields } from '@/models/enquiry';

vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The inbox's cached views and the dashboard's lead figures stay true only if every write to an
// enquiry expires LEAD_FIGURES_TAG (models/enquiry.ts calls lib/server/enquiries/write-effects.ts),
// and the list reads as few passes as it can.
const ACTOR = { id: 'staff-1', name: 'Erika Admin' };

function leadRow(fullName: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName,
    email: `${fullName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`,
    message: `A question from ${fullName}`,
    clientId: randomUUID(),
    mailQueued: true,
    ...extra,
  };
}

async function storedLead(fullName: string): Promise<string> {
  const [row] = await Enquiry.insertMany([leadRow(fullName)]);
  return String(row!._id);
}

const expiries = () => vi.mocked(revalidateTag).mock.calls.filter(([tag]) => tag === LEAD_FIGURES_TAG);

// Runs a write and tells whether it expired the lead figures.
async function expiresLeadFigures(write: () => Promise<unknown>): Promise<boolean> {
  vi.mocked(revalidateTag).mockClear();
  await write();
  return expiries().length > 0;
}

beforeAll(async () => {
  await connectDb();
  await Enquiry.init();
});

describe('every write to an enquiry expires the lead figures', () => {
  // Each of mongoose's writes, so a write path added later is covered whatever form it takes.
  // Each gets a lead stored beforehand (its own write must be the one that expires).
  const modelWrites: [string, (id: string) => Promise<unknown>][] = [
    ['new Enquiry().save()', () => new Enquiry(leadRow('Saved')).save()],
    ['Enquiry.create', () => Enquiry.create(leadRow('Created') as Partial<EnquiryFields>)],
    ['Enquiry.insertMany', () => Enquiry.insertMany([leadRow('Inserted')])],
    ['Enquiry.bulkWrite', () => Enquiry.bulkWrite([{ insertOne: { document: leadRow('Bulk') } }])],
    ['Enquiry.updateOne', (id) => Enquiry.updateOne({ _id: id }, { $set: { status: 'read' } })],
    ['Enquiry.updateMany', () => Enquiry.updateMany({ fullName: 'nobody' }, { $set: { status: 'read' } })],
    ['Enquiry.findOneAndUpdate', (id) => Enquiry.findOneAndUpdate({ _id: id }, { $set: { isRead: true } })],
    ['Enquiry.findByIdAndUpdate', (id) => Enquiry.findByIdAndUpdate(id, { $set: { isRead: true } })],
    ['Enquiry.replaceOne', (id) => Enquiry.replaceOne({ _id: id }, leadRow('Replaced'))],
    ['Enquiry.findOneAndReplace', (id) => Enquiry.findOneAndReplace({ _id: id }, leadRow('Replaced again'))],
    ['Enquiry.deleteOne', (id) => Enquiry.deleteOne({ _id: id })],
    ['Enquiry.deleteMany', () => Enquiry.deleteMany({ fullName: 'nobody' })],
    ['Enquiry.findOneAndDelete', (id) => Enquiry.findOneAndDelete({ _id: id })],
    ['Enquiry.findByIdAndDelete', (id) => Enquiry.findByIdAndDelete(id)],
    ['document.updateOne', async (id) => (await Enquiry.findById(id))!.updateOne({ $set: { status: 'closed' } })],
    ['document.deleteOne', async (id) => (await Enquiry.findById(id))!.deleteOne()],
  ];

  it.each(modelWrites)('%s', async (name, write) => {
    const id = await storedLead(name);
    expect(await expiresLeadFigures(() => write(id))).toBe(true);
  });

  it('a read expires nothing', async () => {
    await storedLead('Only read');
    expect(await expiresLeadFigures(() => Promise.all([Enquiry.find({}).lean(), enquiryCounts(), listEnquiries({ search: 'Only read' })]))).toBe(false);
  });

  // The lead paths themselves (the forms, the inbox's commands, retention, erasure).
  it('the lead paths: a stored lead, status, read, follow-up, a note, delete, anonymising, erasing', async () => {
    let id = '';
    expect(await expiresLeadFigures(async () => ({ enquiryId: id } = (await storeLead({ source: 'contact', fullName: 'Form Lead', email: 'form.lead@example.org', message: 'Hello' })) as { enquiryId: string }))).toBe(true);
    expect(await expiresLeadFigures(() => setEnquiryStatus(id, 'replied', ACTOR))).toBe(true);
    expect(await expiresLeadFigures(() => markEnquiryRead(id))).toBe(true);
    expect(await expiresLeadFigures(() => setFollowUp(id, '2030-01-01', ACTOR))).toBe(true);
    expect(await expiresLeadFigures(() => addLeadNote(id, 'Called back', ACTOR))).toBe(true);
    expect(await expiresLeadFigures(() => anonymiseLead(id))).toBe(true);
    expect(await expiresLeadFigures(() => eraseLead(id))).toBe(true);
    const other = await storedLead('Deleted Lead');
    expect(await expiresLeadFigures(() => deleteEnquiry(other))).toBe(true);
    await storedLead('Erased Person');
    expect(await expiresLeadFigures(() => eraseDataSubject('erased.person@example.org'))).toBe(true);
    expect(await Enquiry.countDocuments({ email: 'erased.person@example.org' })).toBe(0);
  });
});

describe('the inbox reads as few passes as the view allows', () => {
  type Sent = { method: string; options: unknown };
  async function sentTo<T>(work: () => Promise<T>): Promise<{ result: T; sent: Sent[] }> {
    const sent: Sent[] = [];
    const record = (event: { collectionName: string; method: string; params: unknown[] }) => {
      if (event.collectionName === 'enquiries') sent.push({ method: event.method, options: event.params[1] });
    };
    mongoose.connection.on('operation-start', record);
    try {
      return { result: await work(), sent };
    } finally {
      mongoose.connection.off('operation-start', record);
    }
  }
  const methods = (sent: Sent[]) => sent.map((operation) => operation.method).sort();
  const marker = `pass${Date.now()}`;

  beforeAll(async () => {
    await Enquiry.deleteMany({});
    // 25 with the marker, 5 without; 3 of the marked ones new.
    await Enquiry.insertMany([
      ...Array.from({ length: 25 }, (_, i) => leadRow(`Marked ${String(i).padStart(2, '0')} ${marker}`, { status: i < 3 ? 'new' : 'read', isRead: i >= 3 })),
      ...Array.from({ length: 5 }, (_, i) => leadRow(`Plain ${i}`, { status: 'closed', isRead: true })),
    ]);
  });

  it('a status view: the page read and the counts, no count of its own', async () => {
    const { result, sent } = await sentTo(() => listEnquiries({ status: 'read', page: 2 }));
    expect(methods(sent)).toEqual(['aggregate', 'find']);
    expect(result.pagination).toEqual({ currentPage: 2, totalPages: 3, totalEnquiries: 22, hasNextPage: true, hasPrevPage: true });
    expect(result.enquiries).toHaveLength(10);
  });

  it('a search that fits on one page is sized by its page read, with no count', async () => {
    const { result, sent } = await sentTo(() => listEnquiries({ search: `0 ${marker}` }));
    expect(methods(sent)).toEqual(['aggregate', 'find']);
    expect(result.pagination).toEqual({ currentPage: 1, totalPages: 1, totalEnquiries: 3, hasNextPage: false, hasPrevPage: false });
  });

  it('the last page of a longer search is sized by its page read too', async () => {
    const { result, sent } = await sentTo(() => listEnquiries({ search: marker, page: 3 }));
    expect(methods(sent)).toEqual(['aggregate', 'find']);
    expect(result.enquiries).toHaveLength(5);
    expect(result.pagination).toEqual({ currentPage: 3, totalPages: 3, totalEnquiries: 25, hasNextPage: false, hasPrevPage: true });
  });

  it('an earlier page of a longer search counts exactly for the API, capped for the screen', async () => {
    const api = await sentTo(() => listEnquiries({ search: marker }));
    expect(methods(api.sent)).toEqual(['aggregate', 'countDocuments', 'find']);
    expect(api.sent.find((operation) => operation.method === 'countDocuments')!.options).not.toHaveProperty('limit');
    expect(api.result.pagination).toEqual({ currentPage: 1, totalPages: 3, totalEnquiries: 25, hasNextPage: true, hasPrevPage: false });

    const screen = await sentTo(() => inboxList({ search: marker }, { userId: ACTOR.id }));
    expect(screen.sent.find((operation) => operation.method === 'countDocuments')!.options).toMatchObject({ limit: INBOX_COUNT_CAP });
    expect(screen.result).toEqual({ ...api.result, totalCapped: false });
  });

  it('a count that reaches its cap is a lower bound, with pages as far as the page read has seen', async () => {
    const capped = await readEnquiryListPage({ search: marker, page: 2 }, null, 20);
    expect(capped.matches).toEqual({ count: 20, capped: true });
    expect(capped.more).toBe(true);
    const exact = await readEnquiryListPage({ search: marker, page: 2 }, null, 25);
    expect(exact.matches).toEqual({ count: 25, capped: true });
    const under = await readEnquiryListPage({ search: marker, page: 2 }, null, 26);
    expect(under.matches).toEqual({ count: 25, capped: false });
  });

  it('a page past the end of a search is counted, so the screen can send it to the last page', async () => {
    const { result, sent } = await sentTo(() => inboxList({ search: marker, page: 9 }, { userId: ACTOR.id }));
    expect(methods(sent)).toEqual(['aggregate', 'countDocuments', 'find']);
    expect(result.enquiries).toEqual([]);
    expect(result.pagination.totalPages).toBe(3);
  });

  it('the screen shows what the API shows for every plain view', async () => {
    for (const query of [{}, { status: 'new' as const }, { status: 'closed' as const, page: 1 }, { view: 'unassigned' as const }, { view: 'mine' as const }]) {
      const api = await listEnquiries(query, { userId: ACTOR.id });
      expect(await inboxList(query, { userId: ACTOR.id })).toEqual({ ...api, totalCapped: false });
    }
  });
});
