import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { isSameOriginRequest } from '@/lib/server/auth/origin';
import { userForToken } from '@/lib/server/auth/session';
import { sessionCookieName, sessionCookieOptions, sessionTokenFrom } from '@/lib/server/auth/session-cookie';
import { endSession } from '@/lib/server/auth/sessions';
import { ApiError, handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/users/logout: end this device's session on the server (a copy of its token stops
// working; the account's other devices stay signed in) and clear the cookie.
export const POST = handleNoStore(async (request) => {
  if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
  const user = await userForToken(sessionTokenFrom(request.headers));
  if (user) {
    await endSession(user.id, user.sessionId);
    await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'sign-out' });
  }
  const response = NextResponse.json({ success: true, message: 'Signed out' });
  response.cookies.set(sessionCookieName(), '', sessionCookieOptions(0));
  return response;
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
