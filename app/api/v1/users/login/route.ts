import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { DomainError } from '@/lib/server/errors';
import { signIn } from '@/lib/server/auth/login';
import { isSameOriginRequest } from '@/lib/server/auth/origin';
import { sessionCookieName, sessionCookieOptions } from '@/lib/server/auth/session-cookie';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { ApiError, readJson, toErrorResponse } from '@/lib/server/http';
import { loginSchema } from '@/lib/validation/auth';
import { otherMethods } from '@/lib/server/http-methods';

const NO_STORE = { 'Cache-Control': 'no-store' };

// POST /api/v1/users/login: check the credentials, set the session cookie, answer SPEC's { status, token, user }
export async function POST(request: Request) {
  try {
    if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
    const input = await readJson(request, loginSchema, 8 * 1024);
    const address = clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT);
    const { token, user, maxAgeSeconds } = await signIn(input, { address, userAgent: request.headers.get('user-agent') }).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.kind === 'unauthenticated') {
        await recordAudit(request, { actor: { email: input.email }, action: 'sign-in-failed' });
      }
      throw error;
    });
    await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'sign-in', details: input.remember ? 'remember me' : '' });
    const response = NextResponse.json(
      { status: true, token, user: { _id: user.id, name: user.name, email: user.email, role: user.role } },
      { headers: NO_STORE },
    );
    response.cookies.set(sessionCookieName(), token, sessionCookieOptions(maxAgeSeconds));
    return response;
  } catch (error) {
    // SPEC's sign-in screen reads `status`; `success` keeps the error shape every other route has.
    const answer = toErrorResponse(error);
    const body = (await answer.json()) as Record<string, unknown>;
    const headers = new Headers(answer.headers);
    headers.set('Cache-Control', 'no-store');
    return NextResponse.json({ status: false, ...body }, { status: answer.status, headers });
  }
}

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
