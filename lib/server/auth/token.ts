import { jwtVerify, SignJWT } from 'jose';
import { REMEMBER_ME_DAYS } from '@/lib/auth/credentials';

// Session tokens: HS256 JWTs naming the user and their session record (models/auth-session.ts).
// The token carries no role and no rights: every request reads those from the database, so a
// signed-out session, a disabled account or a changed role takes effect on the next request.
// No Node-only imports: proxy.ts uses this file.
export type SessionClaims = { userId: string; sessionId: string };

export const DEFAULT_SESSION_HOURS = 8;
// No session outlives 'Remember me' (SESSION_HOURS is capped at the same 30 days), so no token may
// claim a longer life or be older than that, whatever it says.
export const MAX_SESSION_SECONDS = REMEMBER_ME_DAYS * 24 * 60 * 60;

export async function signSessionToken(claims: SessionClaims, secret: Uint8Array, hours = DEFAULT_SESSION_HOURS): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${hours}h`)
    .sign(secret);
}

// The claims of a valid, unexpired token signed with `secret`; null for anything else. A token
// must say when it was issued and when it expires, within MAX_SESSION_SECONDS of each other.
export async function verifySessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'iat', 'exp'],
      maxTokenAge: MAX_SESSION_SECONDS,
    });
    if (payload.exp! - payload.iat! > MAX_SESSION_SECONDS) return null;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
