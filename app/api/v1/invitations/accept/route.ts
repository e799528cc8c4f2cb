import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { isSameOriginRequest } from '@/lib/server/auth/origin';
import { sessionCookieName, sessionCookieOptions } from '@/lib/server/auth/session-cookie';
import { startSession } from '@/lib/server/auth/sessions';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { ApiError, handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { acceptInvitation } from '@/lib/server/staff/invitations';
import { setPasswordSchema } from '@/lib/validation/staff';

// POST /api/v1/invitations/accept: the invitee chooses a password with the link's secret; the
// account is created and this browser is signed in. 404 for a link that is no longer valid, 400
// with the reason under `password` for a password that may not be used.
export const POST = handleNoStore(async (request) => {
  if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
  const { token, password } = await readJson(request, setPasswordSchema, 4 * 1024);
  const account = await acceptInvitation(token, password);
  const address = clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT);
  const hours = getEnv().SESSION_HOURS;
  const session = await startSession(account.id, { address, userAgent: request.headers.get('user-agent') }, hours, { firstSignIn: true });
  await recordAudit(request, { actor: { id: account.id, email: account.email, name: account.name }, action: 'invitation-accepted', details: `role: ${account.role}` });
  const response = NextResponse.json({ success: true, message: 'Welcome! Your account is ready.', data: { role: account.role } }, { status: 201 });
  response.cookies.set(sessionCookieName(), session.token, sessionCookieOptions());
  return response;
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
