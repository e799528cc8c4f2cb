import 'server-only';
import { connectDb } from '@/lib/server/db';
import { confirmationTime } from '@/lib/site-settings/home-stats';
import { mergeSiteSettings, siteSettingsFromEnv, type SiteSettings, type StoredSiteSettings } from '@/lib/site-settings/settings';
import { siteConfigFrom, siteUrl, type SiteConfig } from '@/lib/site';
import { SiteSettingsModel } from '@/models/site-settings';

const ID = 'site';

// The environment's values (docs/operations.md, Configuration) under the stored ones.
export function siteSettingsDefaults(): SiteSettings {
  return siteSettingsFromEnv(process.env);
}

// Reads the database every call: the back office, and mail as it is queued or sent. Pages read
// through the data cache instead (cached.ts).
export async function getSiteSettings(): Promise<SiteSettings> {
  await connectDb();
  const row = await SiteSettingsModel.findById(ID).lean<StoredSiteSettings>();
  return mergeSiteSettings(row, siteSettingsDefaults());
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
