import { z } from 'zod';

// The firm's retention periods: what the daily retention job applies (lib/server/retention/) and
// what the privacy policy and the data-protection page state (lib/content/legal/shared.ts), both
// read from the one stored document, so the two cannot disagree. Administrators change them at
// /admin/data-protection.

export const LEAD_ACTIONS = ['anonymise', 'delete'] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

export type RetentionSettings = {
  // A closed enquiry is removed this many months after the last activity on it.
  leadsClosedMonths: number;
  // Any enquiry, closed or not, is removed after this many months without activity.
  leadsInactiveMonths: number;
  // Removed how: anonymised (personal data replaced, status, service, source and date kept, so the
  // figures stay right) or deleted with everything that belongs to it.
  leadAction: LeadAction;
  // Days after delivery when the content of a sent e-mail leaves the outbox (its delivery record stays).
  sentMailTextDays: number;
  // Months a post's view and like records are kept (the privacy policy's 26 months at most).
  engagementMonths: number;
};

// The policy's word is "26 months at most" for website analytics (SPEC section 9): the form can
// shorten that, never lengthen it.
export const ENGAGEMENT_MAX_MONTHS = 26;

export const RETENTION_BOUNDS = {
  leadsClosedMonths: { min: 1, max: 120 },
  leadsInactiveMonths: { min: 1, max: 120 },
  sentMailTextDays: { min: 1, max: 365 },
  engagementMonths: { min: 1, max: ENGAGEMENT_MAX_MONTHS },
} as const;

// What applies until an administrator saves something else.
export const RETENTION_DEFAULTS: RetentionSettings = {
  leadsClosedMonths: 6,
  leadsInactiveMonths: 12,
  leadAction: 'anonymise',
  sentMailTextDays: 30,
  engagementMonths: ENGAGEMENT_MAX_MONTHS,
};

type Bounded = keyof typeof RETENTION_BOUNDS;

const LABELS: Record<Bounded, string> = {
  leadsClosedMonths: 'Closed enquiries',
  leadsInactiveMonths: 'Enquiries without activity',
  sentMailTextDays: 'Sent e-mail text',
  engagementMonths: 'View and like records',
};

function whole(name: Bounded) {
  const { min, max } = RETENTION_BOUNDS[name];
  const message = `${LABELS[name]}: a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

// PUT /api/v1/data-protection/settings: every setting, each within its bounds. A closed enquiry
// kept longer than any enquiry without activity would be a rule that never applies: refused.
export const retentionSettingsSchema = z
  .strictObject({
    leadsClosedMonths: whole('leadsClosedMonths'),
    leadsInactiveMonths: whole('leadsInactiveMonths'),
    leadAction: z.enum(LEAD_ACTIONS, { error: `Removal must be one of ${LEAD_ACTIONS.join(', ')}` }),
    sentMailTextDays: whole('sentMailTextDays'),
    engagementMonths: whole('engagementMonths'),
  })
  .refine((settings) => settings.leadsClosedMonths <= settings.leadsInactiveMonths, {
    error: 'Closed enquiries: at most as long as enquiries without activity',
    path: ['leadsClosedMonths'],
  });

// "1 month", "6 months", "30 days".
export function period(count: number, unit: 'month' | 'day'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
