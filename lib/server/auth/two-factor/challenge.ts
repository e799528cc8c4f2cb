import 'server-only';
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sessionSecret } from '../secret';

// Between the password and the code: a short-lived signed note that the password was right. It
// opens nothing by itself (no session id, another purpose), and is used once (jti).
export const CHALLENGE_MINUTES = 5;
const PURPOSE = 'two-factor';

export type TwoFactorChallenge = { userId: string; remember: boolean; id: string; expiresAt: Date };

export async function signChallenge(userId: string, remember: boolean): Promise<string> {
  return new SignJWT({ purpose: PURPOSE, remember })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_MINUTES}m`)
    .sign(sessionSecret());
}

export async function verifyChallenge(token: string): Promise<TwoFactorChallenge | null> {
  try {
    const { payload } = await jwtVerify(token, sessionSecret(), { algorithms: ['HS256'], requiredClaims: ['sub', 'jti', 'exp'] });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return { userId: payload.sub, remember: payload.remember === true, id: payload.jti, expiresAt: new Date(payload.exp! * 1000) };
  } catch {
    return null;
  }
}
