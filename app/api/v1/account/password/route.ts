import { NextResponse } from 'next/server';
import { notifyAccountHolder } from '@/lib/server/account/security-mail';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { changePassword } from '@/lib/server/account/commands';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { passwordChangeSchema } from '@/lib/validation/account';

// POST /api/v1/account/password: the signed-in person's own password (current one required; any
// role). Every other session of the account ends; this one stays signed in.
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, passwordChangeSchema, 4 * 1024);
  await changePassword(user, input);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'password-changed' });
  await notifyAccountHolder(request, user, { kind: 'password-changed' });
  return NextResponse.json({ success: true, message: 'Password changed. Other devices were signed out.' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
