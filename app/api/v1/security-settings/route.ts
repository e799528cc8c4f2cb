import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { setTwoFactorRequired, twoFactorRequired } from '@/lib/server/auth/security-settings';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { securitySettingsSchema } from '@/lib/validation/staff';

// GET /api/v1/security-settings: the firm's sign-in rules (administrators)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'staff');
  return NextResponse.json({ success: true, data: { requireTwoFactor: await twoFactorRequired() } });
});

// PUT /api/v1/security-settings: { requireTwoFactor } (administrators). Members without two-factor
// are sent to set it up on their next page.
export const PUT = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const { requireTwoFactor } = await readJson(request, securitySettingsSchema, 1024);
  await setTwoFactorRequired(requireTwoFactor, user.email);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'security-settings-changed', details: `two-factor required: ${requireTwoFactor ? 'yes' : 'no'}` });
  return NextResponse.json({ success: true, message: requireTwoFactor ? 'Two-factor sign-in is now required for everyone' : 'Two-factor sign-in is now optional', data: { requireTwoFactor } });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods('GET', 'PUT');
