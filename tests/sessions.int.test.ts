import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETE as endAllRoute, GET as listRoute } from '@/app/api/v1/account/sessions/route';
import { DELETE as endOneRoute } from '@/app/api/v1/account/sessions/[id]/route';
import { POST as loginRoute } from '@/app/api/v1/users/login/route';
import { userForToken } from '@/lib/server/auth/session';
import { LAST_SEEN_RESOLUTION_MS, sweepExpiredSessions, touchSession } from '@/lib/server/auth/sessions';
import { connectDb } from '@/lib/server/db';
import type { SessionDto } from '@/lib/account/session-dto';
import { AuditEntry } from '@/models/audit-entry';
import { AuthSession } from '@/models/auth-session';
import { authHeaders, createUser, tokenFor } from './support/auth';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

// Sessions are server-side records, one per sign-in: a person sees theirs and signs out any one
// device, or all others, without touching the rest.
const PASSWORD = 'a long enough session password';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Body = { success: boolean; message: string; data?: SessionDto[] | { ended: number } };

async function call(handler: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>, method: string, path: string, headers: Record<string, string>, id = '') {
  const response = await handler(new Request(`http://localhost${path}`, { method, headers }), { params: Promise.resolve({ id }) });
  return { status: response.status, body: (await response.json()) as Body };
}

async function signInFrom(email: string, userAgent: string, forwardedFor: string) {
  const response = await loginRoute(
    new Request('http://localhost/api/v1/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  await connectDb();
});

describe('sessions', () => {
  it('records each sign-in with its browser and approximate place, and lists the own ones, this device first', async () => {
    const email = 'sessions-list@example.com';
    const id = await createUser({ email, password: PASSWORD, role: 'editor' });
    const other = await createUser({ email: 'sessions-stranger@example.com', password: PASSWORD });
    await tokenFor(other);
    const laptop = await signInFrom(email, FIREFOX_ON_WINDOWS, '85.214.132.117');
    const phone = await signInFrom(email, SAFARI_ON_IPHONE, '8.8.8.8');

    const listed = await call(listRoute, 'GET', '/api/v1/account/sessions', authHeaders(phone));
    expect(listed.status).toBe(200);
    const sessions = listed.body.data as SessionDto[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Safari on iOS', place: 'United States', address: '8.8.8.8' });
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Firefox on Windows', place: 'Germany', address: '85.214.132.117' });
    expect(Date.parse(sessions[1]!.createdAt)).toBeGreaterThan(0);
    expect(await AuthSession.countDocuments({ userId: id })).toBe(2);
    expect((await userForToken(laptop))?.sessionId).toBe(sessions[1]!._id);
  });

  it('signs out one device: its token stops working on the next request, the others keep theirs', async () => {
    const email = 'sessions-one@example.com';
    await createUser({ email, password: PASSWORD });
    const laptop = await signInFrom(email, FIREFOX_ON_WINDOWS, '85.214.132.117');
    const phone = await signInFrom(email, SAFARI_ON_IPHONE, '8.8.8.8');
    const tablet = await signInFrom(email, SAFARI_ON_IPHONE, '8.8.4.4');
    const laptopSession = (await userForToken(laptop))!.sessionId;

    const ended = await call(endOneRoute, 'DELETE', `/api/v1/account/sessions/${laptopSession}`, authHeaders(phone), laptopSession);
    expect(ended.status).toBe(200);
    expect(await userForToken(laptop)).toBeNull();
    expect(await userForToken(phone)).not.toBeNull();
    expect(await userForToken(tablet)).not.toBeNull();
    const entry = await AuditEntry.findOne({ actorEmail: email, action: 'session-ended' }).lean();
    expect(entry?.details).toBe('another device');

    // Already gone, or someone else's: 404, and nothing of the other account changes.
    expect((await call(endOneRoute, 'DELETE', `/api/v1/account/sessions/${laptopSession}`, authHeaders(phone), laptopSession)).status).toBe(404);
    const strangerToken = await tokenFor(await createUser({ email: 'sessions-victim@example.com', password: PASSWORD }));
    const strangerSession = (await userForToken(strangerToken))!.sessionId;
    expect((await call(endOneRoute, 'DELETE', `/api/v1/account/sessions/${strangerSession}`, authHeaders(phone), strangerSession)).status).toBe(404);
    expect(await userForToken(strangerToken)).not.toBeNull();
    expect((await call(endOneRoute, 'DELETE', '/api/v1/account/sessions/not-an-id', authHeaders(phone), 'not-an-id')).status).toBe(404);
  });

  it('signs out every other device, keeping this one, and says how many', async () => {
    const email = 'sessions-all@example.com';
    await createUser({ email, password: PASSWORD });
    const others = [await signInFrom(email, FIREFOX_ON_WINDOWS, '85.214.132.117'), await signInFrom(email, SAFARI_ON_IPHONE, '8.8.8.8')];
    const here = await signInFrom(email, FIREFOX_ON_WINDOWS, '10.0.0.7');
    const ended = await call(endAllRoute, 'DELETE', '/api/v1/account/sessions', authHeaders(here));
    expect(ended.body.data).toEqual({ ended: 2 });
    for (const token of others) expect(await userForToken(token)).toBeNull();
    const sessions = (await call(listRoute, 'GET', '/api/v1/account/sessions', authHeaders(here))).body.data as SessionDto[];
    expect(sessions).toEqual([expect.objectContaining({ current: true, place: 'Local network' })]);
    expect(await AuditEntry.countDocuments({ actorEmail: email, action: 'other-sessions-ended' })).toBe(1);
  });

  it('moves "last seen" on at most once a minute, refuses an expired session, and sweeps expired records', async () => {
    const id = await createUser({ email: 'sessions-seen@example.com', password: PASSWORD });
    const token = await tokenFor(id);
    const { sessionId } = (await userForToken(token))!;
    const before = (await AuthSession.findById(sessionId).lean())!.lastSeenAt;
    expect(await touchSession(id, sessionId, new Date(before.getTime() + 1000))).toBe(true);
    expect((await AuthSession.findById(sessionId).lean())!.lastSeenAt).toEqual(before);
    const later = new Date(before.getTime() + LAST_SEEN_RESOLUTION_MS + 1000);
    expect(await touchSession(id, sessionId, later)).toBe(true);
    expect((await AuthSession.findById(sessionId).lean())!.lastSeenAt).toEqual(later);
    // Another account's id with this session: refused.
    expect(await touchSession('0123456789abcdef01234567', sessionId)).toBe(false);

    await AuthSession.updateOne({ _id: sessionId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await userForToken(token)).toBeNull();
    expect(await sweepExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await AuthSession.exists({ _id: sessionId })).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await call(listRoute, 'GET', '/api/v1/account/sessions', {})).status).toBe(401);
    expect((await call(endAllRoute, 'DELETE', '/api/v1/account/sessions', {})).status).toBe(401);
  });
});
