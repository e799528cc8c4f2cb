import { revalidatePath, revalidateTag } from 'next/cache';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addChecklist, removeChecklist, saveChecklist } from '@/app/(admin)/admin/checklists/actions';
import { DEFAULT_CHECKLISTS } from '@/lib/checklists/defaults';
import type { ChecklistFormInput, ChecklistRecord } from '@/lib/checklists/checklist';
import { checklistById, listChecklists } from '@/lib/server/checklists/queries';
import { CHECKLISTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { readChecklistRecord, readChecklistRecords } from '@/lib/server/checklists/store';
import { connectDb } from '@/lib/server/db';
import { launchCheck } from '@/lib/server/launch/launch-check';
import { AuditEntry } from '@/models/audit-entry';
import { ChecklistModel } from '@/models/checklist';
import { seedSampleChecklists } from '../scripts/lib/seed';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The document checklists in the back office (their Server Actions, per role), the seed, the
// launch check's findings and the public pages' read, against the embedded database.
const tokens: Record<'admin' | 'editor' | 'adviser', string> = { admin: '', editor: '', adviser: '' };

beforeAll(async () => {
  await connectDb();
  for (const role of ['admin', 'editor', 'adviser'] as const) {
    tokens[role] = await tokenFor(await createUser({ email: `checklists-${role}@example.com`, password: 'long enough password', role }));
  }
});

beforeEach(async () => {
  await ChecklistModel.deleteMany({});
  vi.mocked(revalidateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
});

// A checklist as the form sends it.
function input(overrides: Partial<ChecklistFormInput> = {}): ChecklistFormInput {
  return {
    id: 'work-visa',
    title: { en: 'Work visa: document checklist', de: 'Arbeitsvisum: Checkliste der Unterlagen' },
    summary: { en: 'What the mission asks for with a work visa.', de: 'Was die Vertretung für ein Arbeitsvisum verlangt.' },
    service: 'visa-advisory',
    sections: [
      {
        id: 'application',
        title: { en: 'Application', de: 'Antrag' },
        items: [
          { id: 'passport', title: { en: 'Passport', de: 'Reisepass' }, explanation: { en: 'Valid for the whole stay.', de: 'Für den ganzen Aufenthalt gültig.' }, forms: ['original', 'copy'] },
          { id: 'contract', title: { en: 'Employment contract', de: 'Arbeitsvertrag' }, explanation: { en: 'Signed by both sides.', de: 'Von beiden Seiten unterschrieben.' }, forms: ['copy'] },
        ],
      },
    ],
    source: { name: { en: 'Federal Foreign Office', de: 'Auswärtiges Amt' }, url: 'https://www.auswaertiges-amt.de/en/visa-service' },
    checkedOn: '2026-01-15',
    ...overrides,
  };
}

const create = (role: keyof typeof tokens | null, value: unknown = input()) => (actAs(role ? tokens[role] : null), addChecklist(value as ChecklistFormInput));
const update = (role: keyof typeof tokens | null, id: string, value: unknown) => (actAs(role ? tokens[role] : null), saveChecklist(id, value as ChecklistFormInput));
const remove = (role: keyof typeof tokens | null, id: string) => (actAs(role ? tokens[role] : null), removeChecklist(id));

describe('checklists in the back office', () => {
  for (const role of ['admin', 'editor'] as const) {
    it(`${role}: creates, edits and deletes a checklist, each audited and each expiring the public pages`, async () => {
      const created = dataOf(await create(role));
      expect(created).toMatchObject({ id: 'work-visa', sample: false, checkedOn: '2026-01-15', updatedBy: `checklists-${role}@example.com` });
      expect(revalidateTag).toHaveBeenCalledWith(CHECKLISTS_CACHE_TAG, { expire: 0 });
      expect(revalidatePath).toHaveBeenCalledWith('/lang/de/checklists');
      expect(revalidatePath).toHaveBeenCalledWith('/(site)/lang/[locale]/checklists/[slug]', 'page');
      expect(revalidatePath).toHaveBeenCalledWith('/(site)/lang/[locale]/services/[slug]', 'page');

      const edited = input({ id: 'ignored' });
      edited.sections[0]!.items[0]!.explanation = { en: 'Valid for at least a year after entry.', de: 'Nach der Einreise noch mindestens ein Jahr gültig.' };
      const saved = dataOf(await update(role, 'work-visa', { ...edited, checkedOn: '2026-02-01' }));
      // The address stays what it was.
      expect(saved.id).toBe('work-visa');
      expect(saved.checkedOn).toBe('2026-02-01');
      expect((await readChecklistRecord('work-visa'))?.sections[0]?.items[0]?.explanation).toEqual({ en: 'Valid for at least a year after entry.', de: 'Nach der Einreise noch mindestens ein Jahr gültig.' });

      dataOf(await remove(role, 'work-visa'));
      expect(await readChecklistRecord('work-visa')).toBeNull();
      const actions = await AuditEntry.find({ actorEmail: `checklists-${role}@example.com`, target: 'Work visa: document checklist' }).sort({ at: 1 }).lean();
      expect(actions.map((entry) => entry.action)).toEqual(['checklist-saved', 'checklist-saved', 'checklist-deleted']);
    });
  }

  it('refuses an adviser and a visitor without a session, and changes nothing', async () => {
    dataOf(await create('admin'));
    for (const role of ['adviser', null] as const) {
      const code = role ? 'forbidden' : 'unauthenticated';
      expect(await create(role, input({ id: 'other' }))).toMatchObject({ ok: false, code });
      expect(await update(role, 'work-visa', input({ checkedOn: '' }))).toMatchObject({ ok: false, code });
      expect(await remove(role, 'work-visa')).toMatchObject({ ok: false, code });
    }
    expect((await readChecklistRecords()).map((checklist) => [checklist.id, checklist.checkedOn])).toEqual([['work-visa', '2026-01-15']]);
  });

  it('refuses a second checklist at one address, and bad input under its fields', async () => {
    dataOf(await create('editor'));
    expect(await create('editor')).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { id: ['A checklist already has the address work-visa; choose another'] } });
    const bad = input({ id: 'Work Visa', source: { name: { en: 'Somewhere' }, url: 'http://example.com' } });
    bad.sections[0]!.items[1]!.id = 'passport';
    const result = await create('editor', bad);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : (result.fieldErrors ?? {})).sort()).toEqual(['id', 'sections.0.items.1.id', 'source.url']);
    expect(await update('editor', 'no-such-checklist', input())).toMatchObject({ ok: false, code: 'not-found' });
    expect(await remove('editor', 'no-such-checklist')).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('keeps a seeded sample a sample until someone gives the day they checked it', async () => {
    await seedSampleChecklists();
    const sample = (await readChecklistRecord('eu-blue-card'))!;
    expect(sample.sample).toBe(true);
    const asInput = (record: ChecklistRecord, checkedOn: string) => ({ ...record, service: record.service ?? '', checkedOn });
    expect(dataOf(await update('editor', 'eu-blue-card', asInput(sample, ''))).sample).toBe(true);
    expect(dataOf(await update('editor', 'eu-blue-card', asInput(sample, '2026-03-01'))).sample).toBe(false);
    // Clearing the day again does not make it a sample: a person has edited it.
    expect(dataOf(await update('editor', 'eu-blue-card', asInput(sample, ''))).sample).toBe(false);
  });
});

describe('the seed', () => {
  it('stores the five sample checklists in English and German, and repeating it neither duplicates nor overwrites', async () => {
    expect(await seedSampleChecklists()).toEqual({ inserted: 5 });
    const stored = await readChecklistRecords();
    expect(stored.map((checklist) => checklist.id).sort()).toEqual(['eu-blue-card', 'family-reunification', 'opportunity-card', 'recognition', 'study-visa']);
    for (const checklist of stored) {
      expect(checklist).toMatchObject({ sample: true, checkedOn: null });
      expect(checklist.title.de).toBeTruthy();
      expect(checklist.source.url).toMatch(/^https:\/\/www\.(auswaertiges-amt|make-it-in-germany|anerkennung-in-deutschland)\.(de|com)\//);
    }
    // Ordered by English title.
    expect(stored.map((checklist) => checklist.title.en)).toEqual([...stored.map((checklist) => checklist.title.en)].sort((a, b) => a.localeCompare(b, 'en')));

    const edited = { ...stored.find((checklist) => checklist.id === 'study-visa')!, title: { en: 'Studying in Germany: the documents', de: 'Studium in Deutschland: die Unterlagen' } };
    dataOf(await update('admin', 'study-visa', { ...edited, service: edited.service ?? '', checkedOn: '2026-05-01' }));
    dataOf(await remove('admin', 'recognition'));
    expect(await seedSampleChecklists()).toEqual({ inserted: 0 });
    expect(await ChecklistModel.countDocuments()).toBe(4);
    expect((await readChecklistRecord('study-visa'))?.title.en).toBe('Studying in Germany: the documents');
  });

  it('stores each sample once when two seeds run at once', async () => {
    await Promise.all([seedSampleChecklists(), seedSampleChecklists()]);
    expect(await ChecklistModel.countDocuments()).toBe(5);
  });
});

describe('the launch check', () => {
  const checklistItems = async (now: Date) => (await launchCheck(now)).filter((item) => item.area === 'Checklists');

  it('lists the checklists never reviewed and those checked more than a year ago, each linking to its form', async () => {
    dataOf(await create('admin', input({ id: 'never', checkedOn: '' })));
    dataOf(await create('admin', input({ id: 'last-year', checkedOn: '2025-06-14' })));
    dataOf(await create('admin', input({ id: 'within-a-year', checkedOn: '2025-06-15' })));
    const items = await checklistItems(new Date('2026-06-15T10:00:00Z'));
    // (All three have one title: their order is the database's.)
    expect(items.map((item) => [item.id, item.href]).sort()).toEqual([
      ['checklist-review:last-year', '/admin/checklists/last-year'],
      ['checklist-review:never', '/admin/checklists/never'],
    ]);
    expect(items.find((item) => item.id === 'checklist-review:last-year')?.title).toBe(
      "Checklist 'Work visa: document checklist' was last checked against its source on 2025-06-14, more than a year ago.",
    );
    expect(items.find((item) => item.id === 'checklist-review:never')?.title).toBe("Checklist 'Work visa: document checklist' was never checked against its source.");
  });

  it('lists the seeded samples, and a checklist with texts German pages show in English', async () => {
    await seedSampleChecklists();
    const english = input({ id: 'english-only', title: { en: 'English only' }, checkedOn: '2026-06-01' });
    english.sections[0]!.items[0]!.title = { en: 'Passport' };
    dataOf(await create('admin', english));
    const items = await checklistItems(new Date('2026-06-15T10:00:00Z'));
    expect(items.find((item) => item.id === 'checklist-review:family-reunification')?.title).toBe(
      "Checklist 'Family reunification: document checklist' is a sample and was never checked against its source.",
    );
    expect(items.filter((item) => item.id.startsWith('checklist-review:'))).toHaveLength(5);
    expect(items.find((item) => item.id === 'checklist-translation:english-only:de')).toEqual({
      id: 'checklist-translation:english-only:de',
      area: 'Checklists',
      title: "Checklist 'English only': 2 texts without German.",
      href: '/admin/checklists/english-only',
    });
    // The samples are written in both languages.
    expect(items.filter((item) => item.id.startsWith('checklist-translation:'))).toHaveLength(1);
  });
});

describe('the public pages’ read', () => {
  it('returns the stored checklists by English title, and an edit at once', async () => {
    await seedSampleChecklists();
    dataOf(await create('editor'));
    expect((await listChecklists()).map((checklist) => checklist.id)).toEqual(['eu-blue-card', 'family-reunification', 'opportunity-card', 'recognition', 'study-visa', 'work-visa']);
    const edited = input();
    edited.sections[0]!.items[0]!.explanation = { en: 'Issued within the last ten years.' };
    dataOf(await update('editor', 'work-visa', edited));
    expect((await checklistById('work-visa'))?.sections[0]?.items[0]?.explanation).toEqual({ en: 'Issued within the last ten years.' });
    expect(await checklistById('no-such-checklist')).toBeNull();
    dataOf(await remove('editor', 'work-visa'));
    expect(await checklistById('work-visa')).toBeNull();
  });

  it('the defaults it falls back to are the five samples, marked as samples', () => {
    expect(DEFAULT_CHECKLISTS.map((checklist) => [checklist.id, checklist.sample])).toEqual([
      ['study-visa', true],
      ['opportunity-card', true],
      ['eu-blue-card', true],
      ['family-reunification', true],
      ['recognition', true],
    ]);
  });
});
