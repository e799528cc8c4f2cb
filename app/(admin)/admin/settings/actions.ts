'use server';

import { adminAction } from '@/lib/server/admin-action';
import { expireSiteSettingsPages } from '@/lib/server/site-settings/cached';
import { saveSiteSettings } from '@/lib/server/site-settings/settings';
import { changedFields, FIELD_LABELS, siteSettingsSchema } from '@/lib/site-settings/settings';

// Every field of the firm's details (administrators), answering them as stored (a VAT ID without
// its spaces). Every public page shows the new values from its next request on this instance,
// within a minute or two on the others.
export const updateSiteSettings = adminAction('staff', siteSettingsSchema, async (input, { user, audit }) => {
  const { before, saved } = await saveSiteSettings(input, user.email);
  expireSiteSettingsPages();
  const changed = changedFields(before, saved);
  // Which fields changed, never their values: names, numbers and addresses can be personal data.
  await audit({
    action: 'settings-changed',
    target: 'site settings',
    details: changed.length ? `changed: ${changed.map((field) => FIELD_LABELS[field]).join(', ')}` : 'saved without changes',
  });
  return saved;
});
