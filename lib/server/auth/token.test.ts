import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './token';

const secret = new TextEncoder().encode('a'.repeat(40));
const other = new TextEncoder().encode('b'.repeat(40));
const claims = { userId: '64b7f0c2a1b2c3d4e5f60718', sessionId: '64b7f0c2a1b2c3d4e5f60719' };

describe('session tokens', () => {
  it('round-trips the claims', async () => {
    const token = await signSessionToken(claims, secret);
    expect(await verifySessionToken(token, secret)).toEqual(claims);
  });

  it('rejects another key, a tampered token, an expired token and alg none', async () => {
    const token = await signSessionToken(claims, secret);
    expect(await verifySessionToken(token, other)).toBeNull();
    expect(await verifySessionToken(`${token.slice(0, -2)}xx`, secret)).toBeNull();
    const expired = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret);
    expect(await verifySessionToken(expired, secret)).toBeNull();
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: claims.userId, sid: claims.sessionId })).toString('base64url');
    expect(await verifySessionToken(`${header}.${body}.`, secret)).toBeNull();
  });

  it('rejects a token without an expiry or issue time, or with a life longer than 30 days', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ sid: claims.sessionId }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.userId)).sign(secret);
    expect(await verifySessionToken(await sign((jwt) => jwt.setIssuedAt()), secret)).toBeNull();
    expect(await verifySessionToken(await sign((jwt) => jwt.setExpirationTime('1h')), secret)).toBeNull();
    expect(await verifySessionToken(await sign((jwt) => jwt.setIssuedAt().setExpirationTime('31d')), secret)).toBeNull();
    // Issued 31 days ago and still "valid" for an hour: too old.
    expect(await verifySessionToken(await sign((jwt) => jwt.setIssuedAt(now - 31 * 86400).setExpirationTime(now + 3600)), secret)).toBeNull();
    // The longest a sign-in can ask for ('Remember me') is accepted.
    expect(await verifySessionToken(await signSessionToken(claims, secret, 30 * 24), secret)).toEqual(claims);
  });

  it('rejects tokens without the expected claims (a session-version token of before server-side sessions)', async () => {
    const token = await new SignJWT({ role: 'admin', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('x').setIssuedAt().setExpirationTime('1h').sign(secret);
    expect(await verifySessionToken(token, secret)).toBeNull();
  });
});
