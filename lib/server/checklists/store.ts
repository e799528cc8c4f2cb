import 'server-only';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { toChecklistRecord, type ChecklistInput, type ChecklistRecord, type NewChecklistInput, type StoredChecklist } from '@/lib/checklists/checklist';
import { ChecklistModel } from '@/models/checklist';

// The stored checklists, read and written as they are now (the back office and the launch check;
// the public pages read them through the cache, queries.ts).

const NOT_FOUND = 'Checklist not found';

// In the order of their English titles (as every list shows them).
export function byTitle(records: ChecklistRecord[]): ChecklistRecord[] {
  return records.sort((a, b) => a.title.en.localeCompare(b.title.en, 'en'));
}

export async function readChecklistRecords(): Promise<ChecklistRecord[]> {
  await connectDb();
  const rows = await ChecklistModel.find().lean<StoredChecklist[]>();
  return byTitle(rows.map(toChecklistRecord));
}

export async function readChecklistRecord(id: string): Promise<ChecklistRecord | null> {
  await connectDb();
  const row = await ChecklistModel.findById(id).lean<StoredChecklist>();
  return row ? toChecklistRecord(row) : null;
}

// The input is the whole checklist (zod keeps only the schema's fields, every one of them).
function fieldsOf(input: ChecklistInput, by: string) {
  return { ...input, updatedAt: new Date(), updatedBy: by };
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
  return toChecklistRecord(existing);
}
