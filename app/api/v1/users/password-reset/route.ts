import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { isSameOriginRequest } from '@/lib/server/auth/origin';
import { requestPasswordReset, RESET_REQUESTED } from '@/lib/server/auth/password-reset';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { ApiError, handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { forgotPasswordSchema } from '@/lib/validation/auth';

// POST /api/v1/users/password-reset: "Forgot password?". The same answer whether or not the
// address has an account (the link goes out after the response); 429 past the limits per address
// and per pair of address and e-mail.
export const POST = handleNoStore(async (request) => {
  if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
  const { email } = await readJson(request, forgotPasswordSchema, 2 * 1024);
  await requestPasswordReset(email, clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT));
  await recordAudit(request, { actor: { email }, action: 'password-reset-requested' });
  return NextResponse.json({ success: true, message: RESET_REQUESTED });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
