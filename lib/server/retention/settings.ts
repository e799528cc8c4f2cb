import 'server-only';
import { connectDb } from '@/lib/server/db';
import { RETENTION_DEFAULTS, retentionSettingsSchema, type RetentionSettings } from '@/lib/retention/settings';
import { RetentionSettingsModel } from '@/models/retention-settings';

const ID = 'retention';

type Row = Partial<Record<keyof RetentionSettings, unknown>>;

// The stored settings, each one that is missing or out of bounds (a document edited by hand)
// replaced by its default, so the job and the pages always have a usable value.
function fromRow(row: Row | null): RetentionSettings {
  const merged = { ...RETENTION_DEFAULTS };
  if (!row) return merged;
  for (const name of Object.keys(RETENTION_DEFAULTS) as (keyof RetentionSettings)[]) {
    const field = retentionSettingsSchema.shape[name];
    const parsed = field.safeParse(row[name]);
    if (parsed.success) (merged as Record<string, unknown>)[name] = parsed.data;
  }
  return retentionSettingsSchema.safeParse(merged).success ? merged : { ...merged, leadsClosedMonths: Math.min(merged.leadsClosedMonths, merged.leadsInactiveMonths) };
}

export async function getRetentionSettings(): Promise<RetentionSettings> {
  await connectDb();
  const row = await RetentionSettingsModel.findById(ID).lean<Row>();
  return fromRow(row);
}

// Saves validated settings; answers what applied before, for the audit entry.
export async function saveRetentionSettings(settings: RetentionSettings, by: string): Promise<RetentionSettings> {
  const before = await getRetentionSettings();
  await RetentionSettingsModel.updateOne({ _id: ID }, { $set: { ...settings, updatedAt: new Date(), updatedBy: by } }, { upsert: true });
  return before;
}
