import 'server-only';
import { NextResponse } from 'next/server';
import { toErrorResponse } from '@/lib/server/http';
import type { SignedIn } from './login';
import { twoFactorRequired } from './security-settings';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

const NO_STORE = { 'Cache-Control': 'no-store' };

// SPEC's answer to a completed sign-in, { status, token, user }, with the session cookie.
// `mustEnrolTwoFactor: true` (only then present, so the answer is otherwise exactly SPEC's) sends a
// member without two-factor to set it up when the firm requires it.
export async function signedInResponse({ token, user, maxAgeSeconds }: SignedIn): Promise<NextResponse> {
  const mustEnrolTwoFactor = !user.twoFactor && (await twoFactorRequired());
  const response = NextResponse.json(
    { status: true, token, user: { _id: user.id, name: user.name, email: user.email, role: user.role }, ...(mustEnrolTwoFactor ? { mustEnrolTwoFactor } : {}) },
    { headers: NO_STORE },
  );
  response.cookies.set(sessionCookieName(), token, sessionCookieOptions(maxAgeSeconds));
  return response;
}

// SPEC's sign-in screen reads `status`; `success` keeps the error shape every other route has.
export async function signInErrorResponse(error: unknown): Promise<NextResponse> {
  const answer = toErrorResponse(error);
  const body = (await answer.json()) as Record<string, unknown>;
  const headers = new Headers(answer.headers);
  headers.set('Cache-Control', 'no-store');
  return NextResponse.json({ status: false, ...body }, { status: answer.status, headers });
}
