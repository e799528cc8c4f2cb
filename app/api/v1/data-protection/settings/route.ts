import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { expireRetentionPages } from '@/lib/server/retention/cached';
import { getRetentionSettings, saveRetentionSettings } from '@/lib/server/retention/settings';
import { describeSettingsChange } from '@/lib/retention/describe';
import { retentionSettingsSchema } from '@/lib/retention/settings';

// GET /api/v1/data-protection/settings: the retention periods (administrators)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'staff');
  return NextResponse.json({ success: true, data: await getRetentionSettings() });
});

// PUT /api/v1/data-protection/settings: every period (administrators). The privacy pages state
// the new periods from the next request on; the job applies them at its next run.
export const PUT = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const settings = await readJson(request, retentionSettingsSchema, 1024);
  const before = await saveRetentionSettings(settings, user.email);
  expireRetentionPages();
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'retention-settings-changed', details: describeSettingsChange(before, settings) });
  return NextResponse.json({ success: true, message: 'Retention periods saved', data: settings });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods('GET', 'PUT');
