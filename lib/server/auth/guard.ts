import 'server-only';
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/server/http';
import { can, type Capability } from '@/lib/auth/permissions';
import { isSameOriginRequest } from './origin';
import { currentUser, userForToken, type SessionUser } from './session';
import { sessionTokenFrom } from './session-cookie';
import { loginPath } from '@/lib/auth/redirect-target';

export const NOT_ALLOWED_MESSAGE = 'Your account is not allowed to do this';

// For admin route handlers: the proxy is a convenience, this is the check that counts.
// 403 for a foreign origin or a role without the capability, 401 without a valid session.
// Without a capability, any signed-in account may act (sign-out, its own session).
export async function requireUser(request: Request, capability?: Capability): Promise<SessionUser> {
  if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
  const user = await userForToken(sessionTokenFrom(request.headers));
  if (!user) throw new ApiError(401, 'Please sign in to continue');
  if (capability && !can(user.role, capability)) throw new ApiError(403, NOT_ALLOWED_MESSAGE);
  return user;
}

// For admin pages and layouts: without a session, off to the sign-in page and back afterwards.
export async function requirePageUser(path: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(loginPath(path));
  return user;
}
