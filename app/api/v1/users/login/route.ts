import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { DomainError } from '@/lib/server/errors';
import { signIn } from '@/lib/server/auth/login';
import { isSameOriginRequest } from '@/lib/server/auth/origin';
import { signedInResponse, signInErrorResponse } from '@/lib/server/auth/sign-in-response';
import { TWO_FACTOR_PROMPT } from '@/lib/server/auth/two-factor/sign-in';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { ApiError, readJson } from '@/lib/server/http';
import { loginSchema } from '@/lib/auth/credentials';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/users/login: check the credentials, set the session cookie, answer SPEC's
// { status, token, user }. For an account with two-factor sign-in the password alone opens
// nothing: the answer is { status: false, twoFactorRequired: true, challenge } and the code goes
// to POST /api/v1/users/login/two-factor.
export async function POST(request: Request) {
  try {
    if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
    const input = await readJson(request, loginSchema, 8 * 1024);
    const address = clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT);
    const result = await signIn(input, { address, userAgent: request.headers.get('user-agent') }).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.kind === 'unauthenticated') {
        await recordAudit(request, { actor: { email: input.email }, action: 'sign-in-failed' });
      }
      throw error;
    });
    if (result.kind === 'two-factor') {
      return NextResponse.json(
        { status: false, twoFactorRequired: true, challenge: result.challenge, message: TWO_FACTOR_PROMPT },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    }
    const { user } = result;
    // Side by side: while the database stalls, the sign-in waits for it once, not twice (the audit
    // write never fails the sign-in; e2e/database-outage.spec.ts bounds the wait).
    const [, response] = await Promise.all([
      recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'sign-in', details: input.remember ? 'remember me' : '' }),
      signedInResponse(result),
    ]);
    return response;
  } catch (error) {
    return signInErrorResponse(error);
  }
}

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
