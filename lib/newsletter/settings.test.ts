import { describe, expect, it } from 'vitest';
import { describeNewsletterSettingsChange, NEWSLETTER_SETTINGS_DEFAULTS, newsletterSettingsSchema } from './settings';

describe('newsletter settings', () => {
  it('are off by default, and the defaults are valid', () => {
    expect(NEWSLETTER_SETTINGS_DEFAULTS.enabled).toBe(false);
    expect(newsletterSettingsSchema.safeParse(NEWSLETTER_SETTINGS_DEFAULTS).success).toBe(true);
  });

  it('accept whole numbers within their bounds only, and nothing else', () => {
    const ok = (input: unknown) => newsletterSettingsSchema.safeParse(input).success;
    expect(ok({ enabled: true, ratePerMinute: 1, pauseAfterFailures: 100 })).toBe(true);
    expect(ok({ enabled: true, ratePerMinute: 600, pauseAfterFailures: 1 })).toBe(true);
    expect(ok({ enabled: true, ratePerMinute: 0, pauseAfterFailures: 5 })).toBe(false);
    expect(ok({ enabled: true, ratePerMinute: 601, pauseAfterFailures: 5 })).toBe(false);
    expect(ok({ enabled: true, ratePerMinute: 60, pauseAfterFailures: 2.5 })).toBe(false);
    expect(ok({ enabled: true, ratePerMinute: null, pauseAfterFailures: 5 })).toBe(false);
    expect(ok({ enabled: 'yes', ratePerMinute: 60, pauseAfterFailures: 5 })).toBe(false);
    expect(ok({ ...NEWSLETTER_SETTINGS_DEFAULTS, extra: 1 })).toBe(false);
  });

  it('describe a change for the audit log', () => {
    const on = { ...NEWSLETTER_SETTINGS_DEFAULTS, enabled: true };
    expect(describeNewsletterSettingsChange(NEWSLETTER_SETTINGS_DEFAULTS, on)).toBe('switched on');
    expect(describeNewsletterSettingsChange(on, { ...on, enabled: false, ratePerMinute: 30 })).toBe('switched off; mails per minute 60 → 30');
    expect(describeNewsletterSettingsChange(on, on)).toBe('saved without changes');
  });
});
