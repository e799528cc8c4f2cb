import type { RetentionSettings } from './settings';

// What one run of the retention job removed, as counts.
export type RetentionCounts = {
  leadsAnonymised: number;
  leadsDeleted: number;
  mailTextsRemoved: number;
  viewsRemoved: number;
  likesRemoved: number;
  whatsappClicksRemoved: number;
  checkEventsRemoved: number;
  newsletterPendingRemoved: number;
};

export const RETENTION_COUNT_LABELS: Record<keyof RetentionCounts, string> = {
  leadsAnonymised: 'Enquiries anonymised',
  leadsDeleted: 'Enquiries deleted',
  mailTextsRemoved: 'Sent e-mail texts removed',
  viewsRemoved: 'View records removed',
  likesRemoved: 'Like records removed',
  whatsappClicksRemoved: 'WhatsApp click records removed',
  checkEventsRemoved: 'Points check count records removed',
  newsletterPendingRemoved: 'Unconfirmed newsletter subscriptions removed',
};

export const NO_COUNTS: RetentionCounts = { leadsAnonymised: 0, leadsDeleted: 0, mailTextsRemoved: 0, viewsRemoved: 0, likesRemoved: 0, whatsappClicksRemoved: 0, checkEventsRemoved: 0, newsletterPendingRemoved: 0 };

// A run as the back office and GET /api/v1/data-protection/runs see it.
export type RetentionRunDto = {
  _id: string;
  trigger: 'daily' | 'manual';
  startedAt: string;
  finishedAt: string | null;
  // cut-off: stopped by a problem, or still unfinished an hour after it started (a restart).
  state: 'finished' | 'running' | 'cut-off';
  startedBy: string;
  settings: RetentionSettings | null;
  counts: RetentionCounts;
  problem: string | null;
};
