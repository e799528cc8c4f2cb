import 'server-only';
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/server/http';
import { can, type Capability } from '@/lib/auth/permissions';
import { isSameOrigin } from './origin';
import { currentUser, userForToken, type SessionUser } from './session';
import { sessionTokenFrom } from './session-cookie';
import { twoFactorRequired } from './security-settings';
import { loginPath } from '@/lib/auth/redirect-target';

export const NOT_ALLOWED_MESSAGE = 'Your account is not allowed to do this';
export const ENROL_FIRST_MESSAGE = 'Your firm requires two-factor sign-in: set it up on your account page first';
// Where a member without two-factor is sent while the firm requires it.
export const ENROL_PATH = '/admin/account?two-factor=required';

// True when the firm requires two-factor sign-in and this member has not set it up yet.
async function mustEnrol(user: SessionUser): Promise<boolean> {
  return !user.twoFactor && (await twoFactorRequired());
}

// For admin route handlers: the proxy is a convenience, this is the check that counts.
// 403 for a foreign origin or a role without the capability, 401 without a valid session.
// Without a capability, any signed-in account may act (sign-out, its own account and sessions,
// setting up two-factor); with one, a member who must still set up two-factor gets 403.
export async function requireUser(request: Request, capability?: Capability): Promise<SessionUser> {
  return requireUserFrom(request.headers, request.method, capability);
}

// The same check on a request's headers and method (Server Actions read them from next/headers).
export async function requireUserFrom(headers: Headers, method: string, capability?: Capability): Promise<SessionUser> {
  if (!isSameOrigin(headers, method)) throw new ApiError(403, 'Cross-site requests are not allowed');
  const user = await userForToken(sessionTokenFrom(headers));
  if (!user) throw new ApiError(401, 'Please sign in to continue');
  if (capability && !can(user.role, capability)) throw new ApiError(403, NOT_ALLOWED_MESSAGE);
  if (capability && (await mustEnrol(user))) throw new ApiError(403, ENROL_FIRST_MESSAGE);
  return user;
}

// For admin pages and layouts: without a session, off to the sign-in page and back afterwards;
// a member who must still set up two-factor, off to the account page (which is where that is done).
// The admin layout, which does not know its page, passes `{ layout: true }`; each page checks.
export async function requirePageUser(path: string, options: { layout?: boolean } = {}): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(loginPath(path));
  if (!options.layout && !path.startsWith('/admin/account') && (await mustEnrol(user))) redirect(ENROL_PATH);
  return user;
}
