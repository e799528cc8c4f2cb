import { NextResponse } from 'next/server';
import { notifyAccountHolder } from '@/lib/server/account/security-mail';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { confirmEnrolment } from '@/lib/server/auth/two-factor/enrolment';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { twoFactorCodeSchema } from '@/lib/validation/auth';

// POST /api/v1/account/two-factor/enable: a code from the app confirms the set-up (or the
// replacement of the authenticator, which setup checked); answers the ten recovery codes, this
// once (any role). Audited and mailed to the account holder.
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request);
  const { code } = await readJson(request, twoFactorCodeSchema, 1024);
  const { recoveryCodes, replaced } = await confirmEnrolment(user, code);
  const action = replaced ? 'two-factor-replaced' : 'two-factor-enabled';
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action });
  await notifyAccountHolder(request, user, { kind: action });
  const message = replaced ? 'The new authenticator app is in use' : 'Two-factor sign-in is on';
  return NextResponse.json({ success: true, message, data: { recoveryCodes } });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
