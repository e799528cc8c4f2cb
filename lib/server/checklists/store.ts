import 'server-only';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { asLocalized, type StoredLocalized } from '@/lib/i18n/localized';
import { DOCUMENT_FORMS, type ChecklistRecord, type DocumentForm } from '@/lib/checklists/checklist';
import { isServiceId } from '@/lib/services/service';
import type { ChecklistInput, NewChecklistInput } from '@/lib/validation/checklist';
import { ChecklistModel } from '@/models/checklist';

// The stored checklists, read and written as they are now (the back office and the launch check;
// the public pages read them through the cache, queries.ts).

const NOT_FOUND = 'Checklist not found';

// A stored document as read (lean, uncast).
type StoredItem = { id: string; title: StoredLocalized; explanation: StoredLocalized; forms?: string[] | null };
type StoredChecklist = {
  _id: string;
  title: StoredLocalized;
  summary: StoredLocalized;
  service?: string | null;
  sections?: { id: string; title: StoredLocalized; items?: StoredItem[] | null }[] | null;
  source?: { name?: StoredLocalized; url?: string | null } | null;
  checkedOn?: string | null;
  sample?: boolean | null;
  updatedAt?: Date | null;
  updatedBy?: string | null;
};

const isForm = (form: string): form is DocumentForm => (DOCUMENT_FORMS as readonly string[]).includes(form);

function toRecord(row: StoredChecklist): ChecklistRecord {
  return {
    id: String(row._id),
    title: asLocalized(row.title),
    summary: asLocalized(row.summary),
    service: row.service && isServiceId(row.service) ? row.service : null,
    sections: (row.sections ?? []).map((section) => ({
      id: section.id,
      title: asLocalized(section.title),
      items: (section.items ?? []).map((item) => ({
        id: item.id,
        title: asLocalized(item.title),
        explanation: asLocalized(item.explanation),
        forms: (item.forms ?? []).filter(isForm),
      })),
    })),
    source: { name: asLocalized(row.source?.name), url: row.source?.url ?? '' },
    checkedOn: row.checkedOn ?? null,
    sample: row.sample === true,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    updatedBy: row.updatedBy || null,
  };
}

// In the order of their English titles (as every list shows them).
export function byTitle(records: ChecklistRecord[]): ChecklistRecord[] {
  return records.sort((a, b) => a.title.en.localeCompare(b.title.en, 'en'));
}

export async function readChecklistRecords(): Promise<ChecklistRecord[]> {
  await connectDb();
  const rows = await ChecklistModel.find().lean<StoredChecklist[]>();
  return byTitle(rows.map(toRecord));
}

export async function readChecklistRecord(id: string): Promise<ChecklistRecord | null> {
  await connectDb();
  const row = await ChecklistModel.findById(id).lean<StoredChecklist>();
  return row ? toRecord(row) : null;
}

function fieldsOf(input: ChecklistInput, by: string) {
  return {
    title: input.title,
    summary: input.summary,
    service: input.service,
    sections: input.sections,
    source: input.source,
    checkedOn: input.checkedOn,
    updatedAt: new Date(),
    updatedBy: by,
  };
}

// The `_id` index refuses a second checklist at one address, on MongoDB and FerretDB alike.
export async function createChecklist(input: NewChecklistInput, by: string): Promise<ChecklistRecord> {
  await connectDb();
  const { id, ...rest } = input;
  try {
    await ChecklistModel.create({ _id: id, ...fieldsOf(rest, by), sample: false });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new DomainError('invalid', 'Please correct the highlighted fields', { id: [`A checklist already has the address ${id}; choose another`] });
    throw error;
  }
  return (await readChecklistRecord(id))!;
}

// The whole checklist replaced. A sample stays one until someone gives the day they checked it.
export async function updateChecklist(id: string, input: ChecklistInput, by: string): Promise<ChecklistRecord> {
  await connectDb();
  const existing = await ChecklistModel.findById(id).select('sample').lean();
  if (!existing) throw new DomainError('not-found', NOT_FOUND);
  const sample = existing.sample === true && input.checkedOn === null;
  const result = await ChecklistModel.updateOne({ _id: id }, { $set: { ...fieldsOf(input, by), sample } });
  if (result.matchedCount === 0) throw new DomainError('not-found', NOT_FOUND);
  return (await readChecklistRecord(id))!;
}

export async function deleteChecklist(id: string): Promise<ChecklistRecord> {
  await connectDb();
  const existing = await ChecklistModel.findById(id).lean<StoredChecklist>();
  if (!existing) throw new DomainError('not-found', NOT_FOUND);
  await ChecklistModel.deleteOne({ _id: id });
  return toRecord(existing);
}
