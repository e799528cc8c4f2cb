import { RETENTION_COUNT_LABELS, type RetentionCounts } from './dto';
import { period, type RetentionSettings } from './settings';

const SETTING_LABELS: Record<keyof RetentionSettings, string> = {
  leadsClosedMonths: 'closed enquiries',
  leadsInactiveMonths: 'enquiries without activity',
  leadAction: 'removal',
  sentMailTextDays: 'sent e-mail text',
  engagementMonths: 'view and like records',
};

function valueOf(settings: RetentionSettings, name: keyof RetentionSettings): string {
  if (name === 'leadAction') return settings.leadAction === 'delete' ? 'delete' : 'anonymise';
  return name === 'sentMailTextDays' ? period(settings[name], 'day') : period(settings[name], 'month');
}

// "closed enquiries 6 months → 7 months; removal anonymise → delete", for the audit log.
export function describeSettingsChange(before: RetentionSettings, after: RetentionSettings): string {
  const changed = (Object.keys(SETTING_LABELS) as (keyof RetentionSettings)[]).filter((name) => before[name] !== after[name]);
  if (changed.length === 0) return 'no change';
  return changed.map((name) => `${SETTING_LABELS[name]} ${valueOf(before, name)} → ${valueOf(after, name)}`).join('; ');
}

// "Enquiries anonymised 2, Sent e-mail texts removed 5" (only what is not zero), or "nothing removed".
export function describeCounts(counts: RetentionCounts): string {
  const removed = (Object.keys(RETENTION_COUNT_LABELS) as (keyof RetentionCounts)[]).filter((kind) => counts[kind] > 0);
  return removed.length ? removed.map((kind) => `${RETENTION_COUNT_LABELS[kind]} ${counts[kind]}`).join(', ') : 'nothing removed';
}
