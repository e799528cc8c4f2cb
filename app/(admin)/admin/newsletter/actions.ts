'use server';

import { describeNewsletterSettingsChange, newsletterSettingsSchema } from '@/lib/newsletter/settings';
import { adminAction } from '@/lib/server/admin-action';
import { expireNewsletterPages } from '@/lib/server/newsletter/cached';
import { saveNewsletterSettings } from '@/lib/server/newsletter/settings';

// The newsletter's switch and sending pace (administrators: offering a newsletter is the firm's
// decision, not an editor's). Subscribing works from the next request on; the boxes on cached
// pages follow at once on this instance and within a minute on the others.
export const updateNewsletterSettings = adminAction('staff', newsletterSettingsSchema, async (settings, { user, audit }) => {
  const before = await saveNewsletterSettings(settings, user.email);
  expireNewsletterPages();
  await audit({ action: 'newsletter-settings-changed', target: 'newsletter', details: describeNewsletterSettingsChange(before, settings) });
});
