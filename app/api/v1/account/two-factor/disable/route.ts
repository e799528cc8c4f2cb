import { NextResponse } from 'next/server';
import { notifyAccountHolder } from '@/lib/server/account/security-mail';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { disableTwoFactor } from '@/lib/server/auth/two-factor/enrolment';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { currentPasswordSchema } from '@/lib/validation/auth';

// POST /api/v1/account/two-factor/disable: turns two-factor off with the current password
// (any role; 409 while the firm requires it for everyone)
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request);
  const { password } = await readJson(request, currentPasswordSchema, 1024);
  await disableTwoFactor(user, password);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'two-factor-disabled' });
  await notifyAccountHolder(request, user, { kind: 'two-factor-disabled' });
  return NextResponse.json({ success: true, message: 'Two-factor sign-in is off' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
