import { NextResponse } from 'next/server';
import { notifyAccountHolder } from '@/lib/server/account/security-mail';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { replaceRecoveryCodes } from '@/lib/server/auth/two-factor/enrolment';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { currentPasswordSchema } from '@/lib/validation/auth';

// POST /api/v1/account/two-factor/recovery-codes: ten new recovery codes with the current
// password; the old ones stop working (any role)
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request);
  const { password } = await readJson(request, currentPasswordSchema, 1024);
  const recoveryCodes = await replaceRecoveryCodes(user, password);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'recovery-codes-replaced' });
  await notifyAccountHolder(request, user, { kind: 'recovery-codes-replaced' });
  return NextResponse.json({ success: true, message: 'New recovery codes made; the old ones no longer work', data: { recoveryCodes } });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
