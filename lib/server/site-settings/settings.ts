import 'server-only';
import { connectDb } from '@/lib/server/db';
import { confirmationTime } from '@/lib/site-settings/home-stats';
import { siteSettingsSchema } from '@/lib/site-settings/schema';
import { siteSettingsFromEnv, SITE_SETTINGS_FIELDS, type SiteSettings } from '@/lib/site-settings/settings';
import { siteConfigFrom, siteUrl, type SiteConfig } from '@/lib/site';
import { SiteSettingsModel } from '@/models/site-settings';

const ID = 'site';

type Row = Partial<Record<keyof SiteSettings, unknown>>;

// The environment's values (docs/operations.md, Configuration) under the stored ones.
export function siteSettingsDefaults(): SiteSettings {
  return siteSettingsFromEnv(process.env);
}

// Each stored field that is present and valid wins over its default; one that was never saved
// (added in a later release) or is unusable (a document edited by hand) keeps the default, so
// every page always has a usable value.
export function mergeSiteSettings(row: Row | null, defaults: SiteSettings = siteSettingsDefaults()): SiteSettings {
  const merged: SiteSettings = { ...defaults };
  if (!row) return merged;
  for (const field of SITE_SETTINGS_FIELDS) {
    if (row[field] === undefined || row[field] === null) continue;
    const parsed = siteSettingsSchema.shape[field].safeParse(row[field]);
    if (parsed.success) (merged as Record<string, unknown>)[field] = parsed.data;
  }
  return merged;
}

// Reads the database every call: the back office, and mail as it is queued or sent. Pages read
// through the data cache instead (cached.ts).
export async function getSiteSettings(): Promise<SiteSettings> {
  await connectDb();
  const row = await SiteSettingsModel.findById(ID).lean<Row>();
  return mergeSiteSettings(row);
}

// For mail, queued and sent in requests and in the sweeper, outside any data cache: read at most
// every 30 s per process (a burst of leads or of deliveries after an outage does not read it once
// per message), and at once after a save on this instance.
const MAIL_READ_MS = 30_000;
let remembered: { at: number; site: Promise<SiteConfig> } | null = null;

export function currentSiteConfig(): Promise<SiteConfig> {
  if (remembered && Date.now() - remembered.at < MAIL_READ_MS) return remembered.site;
  const site = getSiteSettings().then((settings) => siteConfigFrom(settings, siteUrl()));
  remembered = { at: Date.now(), site };
  // A failed read is not remembered.
  site.catch(() => {
    if (remembered?.site === site) remembered = null;
  });
  return site;
}

// Saves validated settings (every field); answers what applied before, for the audit entry, and
// what was stored: the figures' confirmation time is the server's, never the browser's.
export async function saveSiteSettings(input: SiteSettings, by: string): Promise<{ before: SiteSettings; saved: SiteSettings }> {
  const before = await getSiteSettings();
  const now = new Date();
  const saved = { ...input, homeStatsConfirmedAt: confirmationTime(before, input, now) };
  await SiteSettingsModel.updateOne({ _id: ID }, { $set: { ...saved, updatedAt: now, updatedBy: by } }, { upsert: true });
  remembered = null;
  return { before, saved };
}
