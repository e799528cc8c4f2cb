import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { requestPasswordResetLink } from '@/app/(admin)/forgot-password/actions';
import { setResetPassword } from '@/app/(admin)/reset-password/[token]/actions';
import { NOT_SENT } from '@/lib/actions/public-form';
import { accountFormTexts } from '@/lib/server/auth/account-link-forms';
import { verifyPassword } from '@/lib/server/auth/password';
import { RESET_ADDRESS_LIMIT, RESET_INVALID, RESET_MAIL_LIMIT, RESET_PAIR_LIMIT, resetLinkEmail, RESET_REQUESTED } from '@/lib/server/auth/password-reset';
import { userForToken } from '@/lib/server/auth/session';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { formatBerlinMailTime } from '@/lib/time/berlin';
import { connectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { AccountToken } from '@/models/account-token';
import { AuditEntry } from '@/models/audit-entry';
import { OutboxMessage } from '@/models/outbox-message';
import { User } from '@/models/user';
import { actAs, formOf, redirectOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// "Forgot password?": one answer for every address, a single-use link valid one hour stored only
// as a hash, limits per address and per e-mail, and using it ends every session of the account.
// Through the sign-in pages' Server Actions, as the browser's form posts call them.
const PASSWORD = 'the old long password';
let addressCounter = 0;
let tooMany = '';

// "Forgot password?" sent from a network address (a new one unless given).
async function requestReset(email: string, address = `203.0.113.${++addressCounter}`) {
  actAs(null, { [SOCKET_ADDRESS_HEADER]: address });
  const state = await requestPasswordResetLink('en', NOT_SENT, formOf({ email }));
  await settleDetachedTasks();
  return state;
}

// The reset page's form, expected to be refused: its state (a redirect fails the test).
function refusedReset(token: string, password: string) {
  actAs(null);
  return setResetPassword('en', NOT_SENT, formOf({ token, password, repeat: password }));
}

// The reset page's form, done: the address the browser is sent to.
function confirmReset(token: string, password: string) {
  actAs(null);
  return redirectOf(setResetPassword('en', NOT_SENT, formOf({ token, password, repeat: password })));
}

// What one request came to, for the rate-limit tables: sent, or the words of its refusal.
const outcomeOf = (state: { outcome: string; message?: string }) => (state.outcome === 'sent' ? 'sent' : state.message);

async function linkFor(email: string): Promise<string> {
  const mail = await OutboxMessage.findOne({ to: email, kind: 'password-reset' }).sort({ createdAt: -1, _id: -1 }).lean();
  const match = /\/reset-password\/([A-Za-z0-9_-]{43})$/m.exec(mail?.text ?? '');
  if (!match) throw new Error(`no reset mail for ${email}`);
  return match[1]!;
}

beforeAll(async () => {
  await connectDb();
  ({ tooMany } = await accountFormTexts(''));
});

describe('password reset', () => {
  it('answers the same for an account, an unknown address and a disabled account; only the account gets a link', async () => {
    await createUser({ email: 'known@example.com', password: PASSWORD });
    await createUser({ email: 'gone@example.com', password: PASSWORD, disabled: true });
    for (const email of ['known@example.com', 'nobody@example.com', 'gone@example.com']) {
      expect(await requestReset(email)).toEqual({ answer: 1, outcome: 'sent', message: RESET_REQUESTED, values: {}, sent: { email } });
    }
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

    const weak = await refusedReset(token, 'short');
    expect(weak).toMatchObject({ outcome: 'refused', message: 'Please choose another password' });
    expect(weak.fieldErrors?.password?.[0]).toMatch(/at least 12/);

    expect(await confirmReset(token, 'my brand new passphrase')).toBe('/login?reset=done');
    const user = await User.findById(id).select('+passwordHash').lean();
    expect(await verifyPassword('my brand new passphrase', user!.passwordHash)).toBe(true);
    for (const device of devices) expect(await userForToken(device)).toBeNull();
    expect(await refusedReset(token, 'yet another passphrase')).toMatchObject({ outcome: 'refused', message: RESET_INVALID });
    expect(await refusedReset(first, 'yet another passphrase')).toMatchObject({ outcome: 'refused', message: RESET_INVALID });
    expect(await AuditEntry.countDocuments({ action: 'password-reset', actorEmail: 'forgetful@example.com' })).toBe(1);
  });

  it('refuses an expired link', async () => {
    await createUser({ email: 'slow@example.com', password: PASSWORD });
    await requestReset('slow@example.com');
    const token = await linkFor('slow@example.com');
    await AccountToken.updateOne({ email: 'slow@example.com' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resetLinkEmail(token)).toBeNull();
    const refused = await refusedReset(token, 'my brand new passphrase');
    expect(refused).toMatchObject({ outcome: 'refused', message: RESET_INVALID });
  });

  it('limits requests per e-mail and network address (3 an hour) and per network address (10 an hour) with “too many attempts”, the same for unknown addresses', async () => {
    // Fixed one-hour windows: start early enough in one that all of it counts in the same.
    await withinOneWindow(RESET_PAIR_LIMIT.windowMs);
    await createUser({ email: 'flooded@example.com', password: PASSWORD });
    const perPair = [];
    for (let attempt = 0; attempt < 4; attempt += 1) perPair.push(outcomeOf(await requestReset('flooded@example.com', '198.51.100.10')));
    expect(perPair).toEqual(['sent', 'sent', 'sent', tooMany]);
    expect(await OutboxMessage.countDocuments({ to: 'flooded@example.com' })).toBe(3);
    const unknown = [];
    for (let attempt = 0; attempt < 4; attempt += 1) unknown.push(outcomeOf(await requestReset('ghost@example.com', '198.51.100.11')));
    expect(unknown).toEqual(['sent', 'sent', 'sent', tooMany]);

    const perAddress = [];
    for (let attempt = 0; attempt < 11; attempt += 1) perAddress.push(outcomeOf(await requestReset(`probe-${attempt}@example.com`, '198.51.100.77')));
    expect(perAddress).toEqual([...Array(10).fill('sent'), tooMany]);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('does not let requests from a stranger’s network use up the owner’s own resets', async () => {
    await withinOneWindow(RESET_PAIR_LIMIT.windowMs);
    await createUser({ email: 'targeted@example.com', password: PASSWORD });
    const stranger = [];
    for (let attempt = 0; attempt < 4; attempt += 1) stranger.push(outcomeOf(await requestReset('targeted@example.com', '192.0.2.66')));
    expect(stranger).toEqual(['sent', 'sent', 'sent', tooMany]);
    expect(outcomeOf(await requestReset('targeted@example.com', '192.0.2.10'))).toBe('sent');
    expect(await OutboxMessage.countDocuments({ to: 'targeted@example.com', kind: 'password-reset' })).toBe(4);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('sends at most 10 reset mails an hour to one account, however many networks ask; every request is answered the same', async () => {
    await withinOneWindow(RESET_MAIL_LIMIT.windowMs);
    await createUser({ email: 'popular@example.com', password: PASSWORD });
    const answers = [];
    for (let network = 0; network < 12; network += 1) answers.push(await requestReset('popular@example.com', `198.51.100.${100 + network}`));
    for (const answer of answers) expect(answer).toEqual({ answer: 1, outcome: 'sent', message: RESET_REQUESTED, values: {}, sent: { email: 'popular@example.com' } });
    expect(await OutboxMessage.countDocuments({ to: 'popular@example.com', kind: 'password-reset' })).toBe(10);
    // The links sent still work: the owner is never locked out by the cap.
    expect(await resetLinkEmail(await linkFor('popular@example.com'))).toBe('popular@example.com');
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('refuses a malformed address under the field, without counting it as a request for anyone', async () => {
    await withinOneWindow(RESET_ADDRESS_LIMIT.windowMs);
    const bad = await requestReset('not an address', '198.51.100.200');
    expect(bad).toMatchObject({ outcome: 'refused', fieldErrors: { email: ['Invalid email address'] }, values: { email: 'not an address' } });
    // Malformed requests up to the network address's hourly limit: the next real one is still
    // answered.
    for (let attempt = 1; attempt < RESET_ADDRESS_LIMIT.limit; attempt += 1) expect(outcomeOf(await requestReset(`not an address ${attempt}`, '198.51.100.200'))).not.toBe('sent');
    expect(outcomeOf(await requestReset('real-after-typos@example.com', '198.51.100.200'))).toBe('sent');
  }, WINDOW_WAIT_TIMEOUT_MS);
});
