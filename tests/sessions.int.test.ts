import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signOutOtherSessions, signOutSession } from '@/app/(admin)/admin/account/actions';
import { POST as loginRoute } from '@/app/api/v1/users/login/route';
import { userForToken } from '@/lib/server/auth/session';
import { LAST_SEEN_RESOLUTION_MS, listSessions, sweepExpiredSessions, touchSession } from '@/lib/server/auth/sessions';
import { connectDb } from '@/lib/server/db';
import { AuditEntry } from '@/models/audit-entry';
import { AuthSession } from '@/models/auth-session';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Sessions are server-side records, one per sign-in: a person sees theirs and signs out any one
// device, or all others, without touching the rest.
const PASSWORD = 'a long enough session password';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const endOne = (token: string | null, sessionId: string) => (actAs(token), signOutSession(sessionId));
const endOthers = (token: string | null) => (actAs(token), signOutOtherSessions(undefined));

// What the account page lists for the session of this token.
async function sessionsSeenWith(token: string) {
  const user = (await userForToken(token))!;
  return listSessions(user.id, user.sessionId);
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

    const sessions = await sessionsSeenWith(phone);
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

    dataOf(await endOne(phone, laptopSession));
    expect(await userForToken(laptop)).toBeNull();
    expect(await userForToken(phone)).not.toBeNull();
    expect(await userForToken(tablet)).not.toBeNull();
    const entry = await AuditEntry.findOne({ actorEmail: email, action: 'session-ended' }).lean();
    expect(entry?.details).toBe('another device');

    // Already gone, or someone else's: not found, and nothing of the other account changes.
    expect(await endOne(phone, laptopSession)).toMatchObject({ ok: false, code: 'not-found' });
    const strangerToken = await tokenFor(await createUser({ email: 'sessions-victim@example.com', password: PASSWORD }));
    const strangerSession = (await userForToken(strangerToken))!.sessionId;
    expect(await endOne(phone, strangerSession)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await userForToken(strangerToken)).not.toBeNull();
    expect(await endOne(phone, 'not-an-id')).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('signs out every other device, keeping this one, and says how many', async () => {
    const email = 'sessions-all@example.com';
    await createUser({ email, password: PASSWORD });
    const others = [await signInFrom(email, FIREFOX_ON_WINDOWS, '85.214.132.117'), await signInFrom(email, SAFARI_ON_IPHONE, '8.8.8.8')];
    const here = await signInFrom(email, FIREFOX_ON_WINDOWS, '10.0.0.7');
    expect(dataOf(await endOthers(here))).toEqual({ ended: 2 });
    for (const token of others) expect(await userForToken(token)).toBeNull();
    const sessions = await sessionsSeenWith(here);
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

  it('is refused without a session', async () => {
    expect(await endOthers(null)).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await endOne(null, '0123456789abcdef01234567')).toMatchObject({ ok: false, code: 'unauthenticated' });
  });
});
