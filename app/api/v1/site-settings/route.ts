import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { expireSiteSettingsPages } from '@/lib/server/site-settings/cached';
import { getSiteSettings, saveSiteSettings } from '@/lib/server/site-settings/settings';
import { missingImpressumFields } from '@/lib/site-settings/impressum-rules';
import { siteSettingsSchema } from '@/lib/site-settings/schema';
import { changedFields, FIELD_LABELS } from '@/lib/site-settings/settings';

// GET /api/v1/site-settings: the firm's details as the site shows them (stored, else the
// environment's), and what the Impressum still lacks for the legal form (administrators).
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'staff');
  const settings = await getSiteSettings();
  return NextResponse.json({ success: true, data: settings, missing: missingImpressumFields(settings) });
});

// PUT /api/v1/site-settings: every field (administrators). Every public page shows the new values
// from its next request on this instance, within a minute or two on the others.
export const PUT = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const input = await readJson(request, siteSettingsSchema, 16 * 1024);
  const { before, saved: settings } = await saveSiteSettings(input, user.email);
  expireSiteSettingsPages();
  const changed = changedFields(before, settings);
  // Which fields changed, never their values: names, numbers and addresses can be personal data.
  await recordAudit(request, {
    actor: { id: user.id, email: user.email, name: user.name },
    action: 'settings-changed',
    target: 'site settings',
    details: changed.length ? `changed: ${changed.map((field) => FIELD_LABELS[field]).join(', ')}` : 'saved without changes',
  });
  return NextResponse.json({ success: true, message: 'Settings saved', data: settings, missing: missingImpressumFields(settings) });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods('GET', 'PUT');
