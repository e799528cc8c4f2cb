import { z } from 'zod';

// The newsletter's switch and sending pace (issue 30), one stored document
// (models/newsletter-settings.ts) changed by administrators at /admin/newsletter. Browser-safe:
// the form and the server share the bounds and the schema.

export type NewsletterSettings = {
  // Off until the firm switches it on: no subscription box anywhere, and the box's action
  // refuses a form sent from a page shown before. Confirming and unsubscribing always work.
  enabled: boolean;
  // Newsletter mails handed to the mail server per minute while an issue is sent.
  ratePerMinute: number;
  // Sending an issue pauses itself after this many delivery failures in a row.
  pauseAfterFailures: number;
};

export const NEWSLETTER_SETTINGS_BOUNDS = {
  ratePerMinute: { min: 1, max: 600 },
  pauseAfterFailures: { min: 1, max: 100 },
} as const;

// What applies until an administrator saves something else.
export const NEWSLETTER_SETTINGS_DEFAULTS: NewsletterSettings = {
  enabled: false,
  ratePerMinute: 60,
  pauseAfterFailures: 5,
};

type Bounded = keyof typeof NEWSLETTER_SETTINGS_BOUNDS;

const LABELS: Record<Bounded, string> = {
  ratePerMinute: 'Mails per minute',
  pauseAfterFailures: 'Pause after failures',
};

function whole(name: Bounded) {
  const { min, max } = NEWSLETTER_SETTINGS_BOUNDS[name];
  const message = `${LABELS[name]}: a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

// Every setting, each within its bounds (saved as a whole document).
export const newsletterSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'Say whether the newsletter is on' }),
  ratePerMinute: whole('ratePerMinute'),
  pauseAfterFailures: whole('pauseAfterFailures'),
});

// The audit entry's words for a change: what was switched and which numbers moved.
export function describeNewsletterSettingsChange(before: NewsletterSettings, after: NewsletterSettings): string {
  const parts: string[] = [];
  if (before.enabled !== after.enabled) parts.push(after.enabled ? 'switched on' : 'switched off');
  for (const name of Object.keys(LABELS) as Bounded[]) {
    if (before[name] !== after[name]) parts.push(`${LABELS[name].toLowerCase()} ${before[name]} → ${after[name]}`);
  }
  return parts.length ? parts.join('; ') : 'saved without changes';
}
