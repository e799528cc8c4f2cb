import 'server-only';
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/server/http';
import { USER_ROLES, type UserRole } from '@/lib/validation/user';
import { isSameOriginRequest } from './origin';
import { currentUser, userForToken, type SessionUser } from './session';
import { sessionTokenFrom } from './session-cookie';
import { loginPath } from '@/lib/auth/redirect-target';

// For admin route handlers: the proxy is a convenience, this is the check that counts.
// 403 for a foreign origin or a role that may not act, 401 without a valid session.
export async function requireUser(request: Request, roles: readonly UserRole[] = USER_ROLES): Promise<SessionUser> {
  if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
  const user = await userForToken(sessionTokenFrom(request.headers));
  if (!user) throw new ApiError(401, 'Please sign in to continue');
  if (!roles.includes(user.role)) throw new ApiError(403, 'Your account is not allowed to do this');
  return user;
}

// For admin pages and layouts: without a session, off to the sign-in page and back afterwards.
export async function requirePageUser(path: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(loginPath(path));
  return user;
}
