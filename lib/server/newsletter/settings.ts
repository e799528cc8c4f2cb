import 'server-only';
import { connectDb } from '@/lib/server/db';
import { NEWSLETTER_SETTINGS_DEFAULTS, newsletterSettingsSchema, type NewsletterSettings } from '@/lib/newsletter/settings';
import { NewsletterSettingsModel } from '@/models/newsletter-settings';

const ID = 'newsletter';

type Row = Partial<Record<keyof NewsletterSettings, unknown>>;

// The stored settings, each one that is missing or out of bounds (a document edited by hand)
// replaced by its default, so the actions, the pages and sending always have a usable value.
function fromRow(row: Row | null): NewsletterSettings {
  const merged = { ...NEWSLETTER_SETTINGS_DEFAULTS };
  if (!row) return merged;
  for (const name of Object.keys(NEWSLETTER_SETTINGS_DEFAULTS) as (keyof NewsletterSettings)[]) {
    const parsed = newsletterSettingsSchema.shape[name].safeParse(row[name]);
    if (parsed.success) (merged as Record<string, unknown>)[name] = parsed.data;
  }
  return merged;
}

// Reads the database every call: the back office and the box's action (so switching the
// newsletter off stops subscriptions at once on every instance). Public pages read through the
// data cache instead (cached.ts).
export async function newsletterSettings(): Promise<NewsletterSettings> {
  await connectDb();
  const row = await NewsletterSettingsModel.findById(ID).lean<Row>();
  return fromRow(row);
}

// Saves validated settings (the whole document); answers what applied before, for the audit entry.
export async function saveNewsletterSettings(settings: NewsletterSettings, by: string): Promise<NewsletterSettings> {
  const before = await newsletterSettings();
  await NewsletterSettingsModel.updateOne({ _id: ID }, { $set: { ...settings, updatedAt: new Date(), updatedBy: by } }, { upsert: true });
  return before;
}
