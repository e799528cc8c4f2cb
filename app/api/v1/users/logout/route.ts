import { isObjectIdOrHexString } from 'mongoose';
import { recordAudit } from '@/lib/server/audit/record';
import { User } from '@/models/user';
import { NextResponse } from 'next/server';
import { revokeSessions } from '@/lib/server/auth/login';
import { isSameOriginRequest } from '@/lib/server/auth/origin';
import { sessionSecret } from '@/lib/server/auth/secret';
import { sessionCookieName, sessionCookieOptions, sessionTokenFrom } from '@/lib/server/auth/session-cookie';
import { verifySessionToken } from '@/lib/server/auth/token';
import { ApiError, handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/users/logout: revoke the user's tokens on the server and clear the cookie
export const POST = handleNoStore(async (request) => {
  if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
  const token = sessionTokenFrom(request.headers);
  const claims = token ? await verifySessionToken(token, sessionSecret()) : null;
  if (claims && isObjectIdOrHexString(claims.userId)) {
    await revokeSessions(claims.userId);
    const user = await User.findById(claims.userId).select('name email').lean();
    if (user) await recordAudit(request, { actor: { id: claims.userId, email: user.email, name: user.name }, action: 'sign-out' });
  }
  const response = NextResponse.json({ success: true, message: 'Signed out' });
  response.cookies.set(sessionCookieName(), '', sessionCookieOptions(0));
  return response;
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
