import { NextResponse } from 'next/server';
import { notifyAccountHolder } from '@/lib/server/account/security-mail';
import { recordAudit } from '@/lib/server/audit/record';
import { isSameOriginRequest } from '@/lib/server/auth/origin';
import { resetPassword } from '@/lib/server/auth/password-reset';
import { ApiError, handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { setPasswordSchema } from '@/lib/validation/staff';

// POST /api/v1/users/password-reset/confirm: a new password with the link's secret. Every session
// of the account ends; the person then signs in with the new password. 404 for a link that is no
// longer valid, 400 with the reason under `password`.
export const POST = handleNoStore(async (request) => {
  if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
  const { token, password } = await readJson(request, setPasswordSchema, 4 * 1024);
  const account = await resetPassword(token, password);
  await recordAudit(request, { actor: account, action: 'password-reset' });
  await notifyAccountHolder(request, account, { kind: 'password-reset' });
  return NextResponse.json({ success: true, message: 'Your new password is set. Please sign in with it.' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
