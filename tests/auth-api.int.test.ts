import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/v1/users/login/route';
import { POST as logout } from '@/app/api/v1/users/logout/route';
import { POST as register } from '@/app/api/v1/users/register/route';
import { DELETE as deletePost } from '@/app/api/v1/posts/delete/[id]/route';
import { LOGIN_ADDRESS_LIMIT, LOGIN_PAIR_LIMIT, loginDelayMs } from '@/lib/server/auth/login';
import { connectDb } from '@/lib/server/db';
import { RateLimitHit } from '@/models/rate-limit-hit';
import { User } from '@/models/user';
import { authHeaders, createUser, secretKey, tokenFor } from './support/auth';
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';

const PASSWORD = 'correct horse battery';
let adminId = '';

beforeAll(async () => {
  await connectDb();
  adminId = await createUser({ email: 'admin@example.com', password: PASSWORD, name: 'Anna Admin' });
});

let addressCounter = 0;
// Each test signs in from its own address unless it says otherwise, so limits do not leak between tests.
function nextAddress() {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

async function signIn(body: unknown, { address = nextAddress(), headers = {} as Record<string, string> } = {}) {
  const response = await login(
    new Request('http://localhost/api/v1/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { response, body: (await response.json()) as Record<string, unknown> };
}

// A guarded call whose outcome shows whether the session was accepted: 404 (unknown post) means
// signed in, 401 means not.
async function guardedStatus(headers: Record<string, string>, method = 'DELETE') {
  const id = '64b7f0c2a1b2c3d4e5f60718';
  const response = await deletePost(new Request(`http://localhost/api/v1/posts/delete/${id}`, { method, headers }), {
    params: Promise.resolve({ id }),
  });
  return response.status;
}

describe('POST /api/v1/users/login', () => {
  it('signs in: SPEC answer, no password hash, HttpOnly session cookie until the browser closes', async () => {
    const { response, body } = await signIn({ email: 'Admin@Example.com', password: PASSWORD });
    expect(response.status).toBe(200);
    expect(body).toEqual({
      status: true,
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { _id: adminId, name: 'Anna Admin', email: 'admin@example.com', role: 'admin' },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=[\w.-]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await guardedStatus(authHeaders(body.token as string))).toBe(404);
  });

  it("'Remember me' keeps the cookie and the token for 30 days", async () => {
    const { response, body } = await signIn({ email: 'admin@example.com', password: PASSWORD, remember: true });
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    const payload = JSON.parse(Buffer.from((body.token as string).split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(30 * 24 * 3600);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await signIn({ email: 'admin@example.com', password: 'wrong password' });
    const unknown = await signIn({ email: 'nobody@example.com', password: PASSWORD });
    for (const { response, body } of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(body).toEqual({ status: false, success: false, message: 'Invalid email or password' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses malformed bodies with 400 or 415 and field errors', async () => {
    expect((await signIn('{not json')).response.status).toBe(400);
    const missing = await signIn({});
    expect(missing.response.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    const short = await signIn({ email: 'not-an-email', password: '123' });
    expect(short.body.errors).toEqual({ email: ['Invalid email address'], password: ['Password must be at least 6 characters'] });
    const wrongType = await login(
      new Request('http://localhost/api/v1/users/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
    );
    expect(wrongType.status).toBe(415);
  });

  it('never signs in with query operators in place of credentials', async () => {
    for (const body of [
      { email: { $ne: null }, password: { $ne: null } },
      { email: 'admin@example.com', password: { $gt: '' } },
      { email: { $regex: '.*' }, password: PASSWORD },
    ]) {
      const result = await signIn(body);
      expect(result.response.status).toBe(400);
      expect(result.body.status).toBe(false);
      expect(result.body).not.toHaveProperty('token');
    }
  });

  it('refuses a sign-in posted from another site', async () => {
    const { response } = await signIn({ email: 'admin@example.com', password: PASSWORD }, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});

describe('brute-force limits', () => {
  it('after 5 failures for one account from one address answers 429 with Retry-After there, even for the right password', async () => {
    await withinOneWindow(LOGIN_PAIR_LIMIT.windowMs);
    await createUser({ email: 'target@example.com', password: PASSWORD });
    const address = '198.51.100.10';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn({ email: 'target@example.com', password: `guess-${attempt}` }, { address })).response.status).toBe(401);
    }
    const blocked = await signIn({ email: 'target@example.com', password: PASSWORD }, { address });
    expect(blocked.response.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body).not.toHaveProperty('token');
    // The counters are documents in the database, so every app instance sees them.
    expect(await RateLimitHit.countDocuments({ key: /^login-pair:target@example\.com 198\.51\.100\.10:/ })).toBe(6);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it("an attacker's failures from other addresses do not lock the owner out; they only slow the account's sign-ins", async () => {
    await withinOneWindow(LOGIN_PAIR_LIMIT.windowMs);
    await createUser({ email: 'owner@example.com', password: PASSWORD });
    // Seven failures from seven addresses: more than the 5 that used to lock the account for everyone.
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const guess = await signIn({ email: 'owner@example.com', password: `guess-${attempt}` }, { address: `192.0.2.${attempt + 1}` });
      expect(guess.response.status).toBe(401);
    }
    const owner = await signIn({ email: 'owner@example.com', password: PASSWORD }, { address: '198.51.100.200' });
    expect(owner.response.status).toBe(200);
    expect(owner.body).toHaveProperty('token');
    // The slowdown: nothing for the first 5 failures of the window, then 250 ms doubling to 5 s.
    expect([1, 5, 6, 7, 8, 10, 11, 50].map(loginDelayMs)).toEqual([0, 0, 250, 500, 1000, 4000, 5000, 5000]);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('successful sign-ins do not count as failures', async () => {
    await withinOneWindow(LOGIN_PAIR_LIMIT.windowMs);
    await createUser({ email: 'regular@example.com', password: PASSWORD });
    const address = '198.51.100.11';
    for (let round = 0; round < 3; round += 1) {
      expect((await signIn({ email: 'regular@example.com', password: 'wrong-one' }, { address })).response.status).toBe(401);
      expect((await signIn({ email: 'regular@example.com', password: PASSWORD }, { address })).response.status).toBe(200);
    }
    expect((await signIn({ email: 'regular@example.com', password: 'wrong-two' }, { address })).response.status).toBe(401);
    expect((await signIn({ email: 'regular@example.com', password: 'wrong-three' }, { address })).response.status).toBe(401);
    expect((await signIn({ email: 'regular@example.com', password: PASSWORD }, { address })).response.status).toBe(429);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('after 20 failures from one address answers 429 for any e-mail', async () => {
    await withinOneWindow(LOGIN_ADDRESS_LIMIT.windowMs);
    const address = '198.51.100.77';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signIn({ email: `user${attempt}@example.com`, password: 'whatever1' }, { address })).response.status).toBe(401);
    }
    expect((await signIn({ email: 'admin@example.com', password: PASSWORD }, { address })).response.status).toBe(429);
    expect((await signIn({ email: 'admin@example.com', password: PASSWORD })).response.status).toBe(200);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('refuses a password over 72 bytes like a wrong one, even when its first 72 bytes are right', async () => {
    const exact = 'x'.repeat(72);
    await createUser({ email: 'long@example.com', password: exact });
    expect((await signIn({ email: 'long@example.com', password: exact })).response.status).toBe(200);
    for (const longer of [`${exact}y`, `${exact}anything at all`, `${'x'.repeat(71)}é`]) {
      const { response, body } = await signIn({ email: 'long@example.com', password: longer });
      expect(response.status, longer).toBe(401);
      expect(body).toEqual({ status: false, success: false, message: 'Invalid email or password' });
    }
  });
});

describe('sessions', () => {
  it('accepts the token as cookie or Bearer, and nothing else', async () => {
    const token = await tokenFor(adminId);
    expect(await guardedStatus(authHeaders(token))).toBe(404);
    expect(await guardedStatus({ authorization: `Bearer ${token}` })).toBe(404);
    expect(await guardedStatus({})).toBe(401);
    expect(await guardedStatus({ cookie: 'session=forged.cookie.value' })).toBe(401);
    expect(await guardedStatus(authHeaders(`${token.slice(0, -3)}abc`))).toBe(401);
  });

  it('refuses expired tokens, tokens that never expire, other keys and alg none', async () => {
    const expired = await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(secretKey);
    const otherKey = await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: adminId, role: 'admin', ver: 0 })).toString('base64url')}.`;
    // Correctly signed, but without an expiry it would be valid for ever.
    const neverExpires = await new SignJWT({ role: 'admin', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(adminId).setIssuedAt().sign(secretKey);
    for (const token of [expired, neverExpires, otherKey, none]) expect(await guardedStatus(authHeaders(token))).toBe(401);
  });

  it('refuses state-changing requests from another origin, even with a valid session', async () => {
    const token = await tokenFor(adminId);
    expect(await guardedStatus(authHeaders(token, { origin: 'https://evil.example' }))).toBe(403);
    expect(await guardedStatus(authHeaders(token, { 'sec-fetch-site': 'cross-site' }))).toBe(403);
    expect(await guardedStatus(authHeaders(token, { origin: 'http://admin.example:8080', host: 'admin.example:8080', 'sec-fetch-site': 'same-origin' }))).toBe(404);
    expect(await guardedStatus(authHeaders(token, { origin: 'http://localhost:3000' }))).toBe(404);
    expect(await guardedStatus(authHeaders(token, { origin: 'http://evil.example', host: 'admin.example' }))).toBe(403);
  });

  it('logout ends this session on the server (a copied cookie stops working), not the other devices', async () => {
    const { body } = await signIn({ email: 'admin@example.com', password: PASSWORD });
    const token = body.token as string;
    const otherDevice = await signIn({ email: 'admin@example.com', password: PASSWORD });
    const response = await logout(new Request('http://localhost/api/v1/users/logout', { method: 'POST', headers: authHeaders(token) }), {});
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/i);
    expect(await guardedStatus(authHeaders(token))).toBe(401);
    expect(await guardedStatus(authHeaders(otherDevice.body.token as string))).toBe(404);
    // A fresh sign-in works again.
    const again = await signIn({ email: 'admin@example.com', password: PASSWORD });
    expect(await guardedStatus(authHeaders(again.body.token as string))).toBe(404);
  });

  it('a disabled or deleted account loses its session at once and cannot sign in', async () => {
    const id = await createUser({ email: 'leaver@example.com', password: PASSWORD, role: 'editor' });
    const { body } = await signIn({ email: 'leaver@example.com', password: PASSWORD });
    const token = body.token as string;
    expect(await guardedStatus(authHeaders(token))).toBe(404);
    await User.updateOne({ _id: id }, { $set: { disabled: true } });
    expect(await guardedStatus(authHeaders(token))).toBe(401);
    expect((await signIn({ email: 'leaver@example.com', password: PASSWORD })).response.status).toBe(401);
    await User.deleteOne({ _id: id });
    expect(await guardedStatus(authHeaders(token))).toBe(401);
  });
});

describe('POST /api/v1/users/register', () => {
  it('is refused: accounts are created by the administrator', async () => {
    const response = register();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: expect.stringMatching(/registration is disabled/i) });
  });
});
