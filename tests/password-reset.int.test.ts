import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as confirmRoute } from '@/app/api/v1/users/password-reset/confirm/route';
import { POST as requestRoute } from '@/app/api/v1/users/password-reset/route';
import { verifyPassword } from '@/lib/server/auth/password';
import { RESET_MAIL_LIMIT, RESET_PAIR_LIMIT, resetLinkEmail, RESET_REQUESTED } from '@/lib/server/auth/password-reset';
import { userForToken } from '@/lib/server/auth/session';
import { formatBerlinMailTime } from '@/lib/time/berlin';
import { connectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { AccountToken } from '@/models/account-token';
import { AuditEntry } from '@/models/audit-entry';
import { OutboxMessage } from '@/models/outbox-message';
import { User } from '@/models/user';
import { createUser, tokenFor } from './support/auth';
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

// "Forgot password?": one answer for every address, a single-use link valid one hour stored only
// as a hash, limits per address and per e-mail, and using it ends every session of the account.
const PASSWORD = 'the old long password';
let addressCounter = 0;

async function requestReset(email: string, address = `203.0.113.${++addressCounter}`) {
  const response = await requestRoute(
    new Request('http://localhost/api/v1/users/password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email }),
    }),
    {},
  );
  await settleDetachedTasks();
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; errors?: Record<string, string[]> } };
}

async function confirm(token: string, password: string) {
  const response = await confirmRoute(
    new Request('http://localhost/api/v1/users/password-reset/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, password }) }),
    {},
  );
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; errors?: Record<string, string[]> } };
}

async function linkFor(email: string): Promise<string> {
  const mail = await OutboxMessage.findOne({ to: email, kind: 'password-reset' }).sort({ createdAt: -1, _id: -1 }).lean();
  const match = /\/reset-password\/([A-Za-z0-9_-]{43})$/m.exec(mail?.text ?? '');
  if (!match) throw new Error(`no reset mail for ${email}`);
  return match[1]!;
}

beforeAll(async () => {
  await connectDb();
});

describe('password reset', () => {
  it('answers the same for an account, an unknown address and a disabled account; only the account gets a link', async () => {
    await createUser({ email: 'known@example.com', password: PASSWORD });
    await createUser({ email: 'gone@example.com', password: PASSWORD, disabled: true });
    const answers = [await requestReset('known@example.com'), await requestReset('nobody@example.com'), await requestReset('gone@example.com')];
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { success: true, message: RESET_REQUESTED } });
    expect(await OutboxMessage.countDocuments({ to: 'known@example.com', kind: 'password-reset' })).toBe(1);
    expect(await OutboxMessage.countDocuments({ to: 'nobody@example.com' })).toBe(0);
    expect(await OutboxMessage.countDocuments({ to: 'gone@example.com' })).toBe(0);
    expect(await AuditEntry.countDocuments({ action: 'password-reset-requested' })).toBeGreaterThanOrEqual(3);
  });

  it('keeps only the hash of a one-hour link; using it sets the password, ends every session and withdraws the other links', async () => {
    const id = await createUser({ email: 'forgetful@example.com', password: PASSWORD });
    const devices = [await tokenFor(id), await tokenFor(id)];
    await requestReset('forgetful@example.com');
    const first = await linkFor('forgetful@example.com');
    await requestReset('forgetful@example.com');
    const token = await linkFor('forgetful@example.com');
    const stored = await AccountToken.findOne({ tokenHash: createHash('sha256').update(token).digest('hex') }).lean();
    expect(stored).not.toBeNull();
    expect(JSON.stringify(await AccountToken.find({ email: 'forgetful@example.com' }).lean())).not.toContain(token);
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000).toBe(60);
    expect(await resetLinkEmail(token)).toBe('forgetful@example.com');
    // The mail states the link's end in Berlin time, in words, never as a raw UTC timestamp.
    const mail = await OutboxMessage.findOne({ to: 'forgetful@example.com', kind: 'password-reset' }).sort({ createdAt: -1, _id: -1 }).lean();
    expect(mail?.text).toContain(`until ${formatBerlinMailTime(stored!.expiresAt)}.`);
    expect(mail?.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    const weak = await confirm(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password?.[0]).toMatch(/at least 12/);

    const done = await confirm(token, 'my brand new passphrase');
    expect(done.status).toBe(200);
    const user = await User.findById(id).select('+passwordHash').lean();
    expect(await verifyPassword('my brand new passphrase', user!.passwordHash)).toBe(true);
    for (const device of devices) expect(await userForToken(device)).toBeNull();
    expect((await confirm(token, 'yet another passphrase')).status).toBe(404);
    expect((await confirm(first, 'yet another passphrase')).status).toBe(404);
    expect(await AuditEntry.countDocuments({ action: 'password-reset', actorEmail: 'forgetful@example.com' })).toBe(1);
  });

  it('refuses an expired link', async () => {
    await createUser({ email: 'slow@example.com', password: PASSWORD });
    await requestReset('slow@example.com');
    const token = await linkFor('slow@example.com');
    await AccountToken.updateOne({ email: 'slow@example.com' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resetLinkEmail(token)).toBeNull();
    const refused = await confirm(token, 'my brand new passphrase');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toMatch(/no longer valid/);
  });

  it('limits requests per e-mail and network address (3 an hour) and per network address (10 an hour) with 429, the same for unknown addresses', async () => {
    // Fixed one-hour windows: start early enough in one that all of it counts in the same.
    await withinOneWindow(RESET_PAIR_LIMIT.windowMs);
    await createUser({ email: 'flooded@example.com', password: PASSWORD });
    const perPair = [];
    for (let attempt = 0; attempt < 4; attempt += 1) perPair.push((await requestReset('flooded@example.com', '198.51.100.10')).status);
    expect(perPair).toEqual([200, 200, 200, 429]);
    expect(await OutboxMessage.countDocuments({ to: 'flooded@example.com' })).toBe(3);
    const unknown = [];
    for (let attempt = 0; attempt < 4; attempt += 1) unknown.push((await requestReset('ghost@example.com', '198.51.100.11')).status);
    expect(unknown).toEqual([200, 200, 200, 429]);

    const perAddress = [];
    for (let attempt = 0; attempt < 11; attempt += 1) perAddress.push((await requestReset(`probe-${attempt}@example.com`, '198.51.100.77')).status);
    expect(perAddress).toEqual([...Array(10).fill(200), 429]);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('does not let requests from a stranger’s network use up the owner’s own resets', async () => {
    await withinOneWindow(RESET_PAIR_LIMIT.windowMs);
    await createUser({ email: 'targeted@example.com', password: PASSWORD });
    const stranger = [];
    for (let attempt = 0; attempt < 4; attempt += 1) stranger.push((await requestReset('targeted@example.com', '192.0.2.66')).status);
    expect(stranger).toEqual([200, 200, 200, 429]);
    const owner = await requestReset('targeted@example.com', '192.0.2.10');
    expect(owner.status).toBe(200);
    expect(await OutboxMessage.countDocuments({ to: 'targeted@example.com', kind: 'password-reset' })).toBe(4);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('sends at most 10 reset mails an hour to one account, however many networks ask; every request is answered the same', async () => {
    await withinOneWindow(RESET_MAIL_LIMIT.windowMs);
    await createUser({ email: 'popular@example.com', password: PASSWORD });
    const answers = [];
    for (let network = 0; network < 12; network += 1) answers.push(await requestReset('popular@example.com', `198.51.100.${100 + network}`));
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { success: true, message: RESET_REQUESTED } });
    expect(await OutboxMessage.countDocuments({ to: 'popular@example.com', kind: 'password-reset' })).toBe(10);
    // The links sent still work: the owner is never locked out by the cap.
    expect(await resetLinkEmail(await linkFor('popular@example.com'))).toBe('popular@example.com');
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('answers 400 for a malformed address, without counting it as a request for anyone', async () => {
    const bad = await requestReset('not an address');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.email).toEqual(['Invalid email address']);
  });
});
