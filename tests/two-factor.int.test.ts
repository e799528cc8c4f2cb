import { beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmTwoFactor, renewRecoveryCodes, startTwoFactorSetup, turnOffTwoFactor } from '@/app/(admin)/admin/account/actions';
import { saveSecuritySettings } from '@/app/(admin)/admin/staff/actions';
import { GET as enquiriesRoute } from '@/app/api/v1/contact/enquiries/route';
import { POST as codeRoute } from '@/app/api/v1/users/login/two-factor/route';
import { POST as loginRoute } from '@/app/api/v1/users/login/route';
import { ENROL_FIRST_MESSAGE } from '@/lib/server/auth/guard';
import { userForToken } from '@/lib/server/auth/session';
import { hashRecoveryCode } from '@/lib/server/auth/two-factor/recovery-codes';
import { openSecret, sealSecret } from '@/lib/server/auth/two-factor/secret-box';
import { newTotpSecret, totpCode } from '@/lib/server/auth/two-factor/totp';
import { connectDb } from '@/lib/server/db';
import { AuditEntry } from '@/models/audit-entry';
import { AuthSession } from '@/models/auth-session';
import { User } from '@/models/user';
import { actAs, dataOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Two-factor sign-in (RFC 6238): enrolment with a QR code and a confirming code, recovery codes,
// the sign-in's second step with its limits, no code used twice, and the firm-wide requirement.
const PASSWORD = 'a long two-factor password';
type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string[]>; data?: Record<string, unknown> };
type Handler = (request: Request, context: object) => Promise<Response>;
let addressCounter = 0;

async function call(handler: Handler, path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  const response = await handler(
    new Request(`http://localhost${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
    {},
  );
  return { status: response.status, body: (await response.json()) as Json, cookie: response.headers.get('set-cookie') };
}

const login = (email: string, address = `192.0.2.${++addressCounter}`) =>
  call(loginRoute, '/api/v1/users/login', { email, password: PASSWORD }, { 'x-forwarded-for': address });
const answer = (challenge: unknown, code: string, address = `192.0.2.${++addressCounter}`) =>
  call(codeRoute, '/api/v1/users/login/two-factor', { challenge, code }, { 'x-forwarded-for': address });

// The account page's actions, as the person with this session token.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test sends what it tests, valid or not
type Input = any;
const setup = (token: string, proof?: Input) => (actAs(token), startTwoFactorSetup(proof));
const enable = (token: string, code: string) => (actAs(token), confirmTwoFactor({ code }));
const renew = (token: string, password: string) => (actAs(token), renewRecoveryCodes({ password }));
const disable = (token: string, password: string) => (actAs(token), turnOffTwoFactor({ password }));
const errorsOf = (result: { ok: boolean; fieldErrors?: Record<string, string[]> }) => (result.ok ? undefined : result.fieldErrors);

// An account with two-factor on: its secret and recovery codes.
async function enrolled(tag: string) {
  const email = `two-factor-${tag}@example.com`;
  const id = await createUser({ email, password: PASSWORD, role: 'adviser' });
  const token = await tokenFor(id);
  const { secret } = dataOf(await setup(token));
  const enrolledAt = Date.now();
  const { recoveryCodes } = dataOf(await enable(token, totpCode(secret, enrolledAt)));
  return { id, email, token, secret, enrolledAt, recoveryCodes };
}

beforeAll(async () => {
  await connectDb();
});

describe('two-factor enrolment', () => {
  it('shows a QR code, keeps the secret sealed, and turns on only with a right code; answers ten recovery codes kept as hashes', async () => {
    const id = await createUser({ email: 'enrol@example.com', password: PASSWORD, role: 'editor' });
    const token = await tokenFor(id);
    const started = dataOf(await setup(token));
    const { secret } = started;
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/.+enrol%40example\.com\?.*secret=[A-Z2-7]+.*period=30/);
    expect(started.qrSvg).toMatch(/^<svg/);
    expect(started.replacing).toBe(false);
    const pending = await User.findById(id).select('+totpPendingSecret totpEnabledAt').lean();
    expect(pending?.totpPendingSecret).toMatch(/^v1:/);
    expect(pending?.totpPendingSecret).not.toContain(secret);
    expect(pending?.totpEnabledAt).toBeNull();

    const wrong = await enable(token, '000000' === totpCode(secret) ? '111111' : '000000');
    expect(wrong).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(wrong)?.code?.[0]).toMatch(/not right/);

    const enabled = dataOf(await enable(token, totpCode(secret)));
    expect(enabled.replaced).toBe(false);
    const codes = enabled.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const stored = await User.findById(id).select('+totpSecret +recoveryCodeHashes +totpPendingSecret totpEnabledAt').lean();
    expect(stored?.totpEnabledAt).toBeInstanceOf(Date);
    expect(stored?.totpSecret).toMatch(/^v1:/);
    expect(stored?.totpPendingSecret).toBeUndefined();
    expect(stored?.recoveryCodeHashes).toEqual(codes.map(hashRecoveryCode));
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace(/-/g, ''));
    expect(await AuditEntry.countDocuments({ actorEmail: 'enrol@example.com', action: 'two-factor-enabled' })).toBe(1);
  });
});

describe('signing in with two-factor', () => {
  it('the password alone opens nothing; the code completes the sign-in, once', async () => {
    const account = await enrolled('signin');
    const sessionsBefore = await AuthSession.countDocuments({ userId: account.id });
    const first = await login(account.email);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: false, twoFactorRequired: true });
    expect(first.cookie).toBeNull();
    expect(await AuthSession.countDocuments({ userId: account.id })).toBe(sessionsBefore);
    // The challenge is not a session token.
    expect(await userForToken(first.body.challenge as string)).toBeNull();

    // The code that confirmed the enrolment has been used already.
    const reused = await answer(first.body.challenge, totpCode(account.secret, account.enrolledAt));
    expect(reused.status).toBe(401);
    // A wrong code is the code field's error (the form lets the person try again).
    expect(reused.body.errors).toEqual({ code: ['This code is not right. Try the newest code from your app, or a recovery code.'] });

    // The next step's code signs in, once.
    const nextCode = totpCode(account.secret, account.enrolledAt + 30_000);
    const signedIn = await answer(first.body.challenge, nextCode);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ status: true, user: { email: account.email, role: 'adviser' } });
    expect(signedIn.body.mustEnrolTwoFactor).toBeUndefined();
    expect(signedIn.cookie).toMatch(/session=/);
    expect((await userForToken(signedIn.body.token as string))?.twoFactor).toBe(true);
    expect(await AuditEntry.countDocuments({ actorEmail: account.email, action: 'sign-in', details: 'two-factor' })).toBe(1);

    // The same code with a fresh challenge: refused (no replay), and so is the same challenge again.
    const second = await login(account.email);
    expect((await answer(second.body.challenge, nextCode)).status).toBe(401);
    expect((await answer(first.body.challenge, totpCode(account.secret, Date.now() + 60_000))).status).toBe(401);
    expect(await AuditEntry.countDocuments({ actorEmail: account.email, action: 'sign-in-failed', details: 'wrong two-factor code' })).toBeGreaterThanOrEqual(2);
  });

  it('a recovery code signs in once and is then gone', async () => {
    const account = await enrolled('recovery');
    const recovery = account.recoveryCodes[3]!;
    const used = await answer((await login(account.email)).body.challenge, recovery.toLowerCase().replace(/-/g, ' '));
    expect(used.status).toBe(200);
    expect(await AuditEntry.countDocuments({ actorEmail: account.email, details: 'two-factor, with a recovery code' })).toBe(1);
    const again = await answer((await login(account.email)).body.challenge, recovery);
    expect(again.status).toBe(401);
    const stored = await User.findById(account.id).select('+recoveryCodeHashes').lean();
    expect(stored?.recoveryCodeHashes).toHaveLength(9);
  });

  it('wrong codes count: five for the account answer 429 even with the right code after them', async () => {
    const account = await enrolled('guess');
    const { challenge } = (await login(account.email)).body;
    const right = totpCode(account.secret, Date.now() + 30_000);
    const wrongCode = right === '123456' ? '654321' : '123456';
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await answer(challenge, wrongCode)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await answer(challenge, right)).status).toBe(429);
  });

  it('refuses a made-up or tampered challenge', async () => {
    const unknownChallenge = await answer('not-a-token', '123456');
    expect(unknownChallenge.status).toBe(401);
    // An expired or unknown sign-in names no field: the form starts over from the password.
    expect(unknownChallenge.body.errors).toBeUndefined();
    const account = await enrolled('tamper');
    const { challenge } = (await login(account.email)).body;
    const tampered = `${String(challenge).slice(0, -3)}abc`;
    expect((await answer(tampered, totpCode(account.secret, Date.now() + 30_000))).status).toBe(401);
    expect((await answer(challenge, '')).status).toBe(400);
  });
});

describe('replacing the authenticator', () => {
  it('needs the password and a current code or a recovery code, not the session alone; is audited as a replacement', async () => {
    const account = await enrolled('replace');
    const before = await User.findById(account.id).select('+totpSecret +recoveryCodeHashes').lean();

    // The session alone: refused, with what is missing under each field, and nothing set aside.
    expect(await setup(account.token)).toMatchObject({ ok: false, code: 'invalid' });
    expect(Object.keys(errorsOf(await setup(account.token)) ?? {}).sort()).toEqual(['code', 'password']);
    const bare = await setup(account.token, {});
    expect(bare).toMatchObject({ ok: false, code: 'invalid' });
    expect(Object.keys(errorsOf(bare) ?? {}).sort()).toEqual(['code', 'password']);
    expect((await User.findById(account.id).select('+totpPendingSecret').lean())?.totpPendingSecret).toBeUndefined();

    const wrongPassword = await setup(account.token, { password: 'not my password at all', code: account.recoveryCodes[0] });
    expect(wrongPassword).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(wrongPassword)?.password).toBeDefined();
    const wrongCode = await setup(account.token, { password: PASSWORD, code: '000000' === totpCode(account.secret) ? '111111' : '000000' });
    expect(wrongCode).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(wrongCode)?.code?.[0]).toMatch(/not a current code/);
    // A wrong password used up no recovery code.
    expect((await User.findById(account.id).select('+recoveryCodeHashes').lean())?.recoveryCodeHashes).toHaveLength(10);

    // The password and a current code: a new secret waits; the old app still signs in until the
    // new one is confirmed.
    const started = dataOf(await setup(account.token, { password: PASSWORD, code: totpCode(account.secret, account.enrolledAt + 30_000) }));
    expect(started).toMatchObject({ replacing: true });
    const newSecret = started.secret;
    expect(newSecret).not.toBe(account.secret);
    const replaced = dataOf(await enable(account.token, totpCode(newSecret)));
    // The page says "The new authenticator app is in use" for a replacement.
    expect(replaced.replaced).toBe(true);
    const newCodes = replaced.recoveryCodes;
    expect(newCodes).toHaveLength(10);

    const after = await User.findById(account.id).select('+totpSecret +recoveryCodeHashes +totpPendingSecret +totpPendingReplacement totpEnabledAt').lean();
    expect(after?.totpSecret).not.toBe(before?.totpSecret);
    expect(after?.recoveryCodeHashes).toEqual(newCodes.map(hashRecoveryCode));
    expect(after?.totpPendingSecret).toBeUndefined();
    expect(after?.totpPendingReplacement).toBeUndefined();
    expect(await AuditEntry.countDocuments({ actorEmail: account.email, action: 'two-factor-replaced' })).toBe(1);
    expect(await AuditEntry.countDocuments({ actorEmail: account.email, action: 'two-factor-enabled' })).toBe(1);

    // A recovery code works as the proof too (and is used up by it).
    dataOf(await setup(account.token, { password: PASSWORD, code: newCodes[0] }));
    expect((await User.findById(account.id).select('+recoveryCodeHashes').lean())?.recoveryCodeHashes).toHaveLength(9);
  });

  it('a secret set aside without the proof (a set-up racing the one that turned it on) cannot be confirmed while it is on', async () => {
    const account = await enrolled('race');
    const intruder = newTotpSecret();
    await User.updateOne({ _id: account.id }, { $set: { totpPendingSecret: sealSecret(intruder) } });
    expect(await enable(account.token, totpCode(intruder))).toMatchObject({ ok: false, code: 'conflict' });
    const stored = await User.findById(account.id).select('+totpSecret').lean();
    expect(openSecret(stored!.totpSecret!)).toBe(account.secret);
  });
});

describe('switching off, new recovery codes, and the firm-wide requirement', () => {
  it('turning off and new recovery codes need the password', async () => {
    const account = await enrolled('off');
    const wrong = await renew(account.token, 'not my password at all');
    expect(wrong).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(wrong)?.password).toBeDefined();
    const renewed = dataOf(await renew(account.token, PASSWORD));
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(account.recoveryCodes[0]);
    expect(await AuditEntry.countDocuments({ actorEmail: account.email, action: 'recovery-codes-replaced' })).toBe(1);

    expect(await disable(account.token, 'not my password at all')).toMatchObject({ ok: false, code: 'invalid' });
    dataOf(await disable(account.token, PASSWORD));
    const stored = await User.findById(account.id).select('+totpSecret +recoveryCodeHashes totpEnabledAt').lean();
    expect(stored).toMatchObject({ totpEnabledAt: null });
    expect(stored?.totpSecret).toBeUndefined();
    // Signing in is a password again.
    expect((await login(account.email)).body).toMatchObject({ status: true });
    expect(await AuditEntry.countDocuments({ actorEmail: account.email, action: 'two-factor-disabled' })).toBe(1);
  });

  it('when required for everyone, a member without it is sent to enrol and refused elsewhere; one with it cannot switch it off', async () => {
    const adminId = await createUser({ email: 'rules-admin@example.com', password: PASSWORD, role: 'admin' });
    const admin = authHeaders(await tokenFor(adminId));
    const adviserId = await createUser({ email: 'rules-adviser@example.com', password: PASSWORD, role: 'adviser' });
    const adviserToken = await tokenFor(adviserId);
    const adviser = authHeaders(adviserToken);
    expect((await call(enquiriesRoute, '/api/v1/contact/enquiries', undefined, adviser, 'GET')).status).toBe(200);

    actAs(null, adviser);
    expect(await saveSecuritySettings({ requireTwoFactor: true })).toMatchObject({ ok: false, code: 'forbidden' });
    actAs(null, admin);
    expect(await saveSecuritySettings({ requireTwoFactor: true })).toMatchObject({ ok: true });
    try {
      const refused = await call(enquiriesRoute, '/api/v1/contact/enquiries', undefined, adviser, 'GET');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ENROL_FIRST_MESSAGE);
      expect((await login('rules-adviser@example.com')).body).toMatchObject({ status: true, mustEnrolTwoFactor: true });
      // Setting it up is allowed, and afterwards the enquiries open again.
      const { secret } = dataOf(await setup(adviserToken));
      dataOf(await enable(adviserToken, totpCode(secret)));
      expect((await call(enquiriesRoute, '/api/v1/contact/enquiries', undefined, adviser, 'GET')).status).toBe(200);
      expect(await disable(adviserToken, PASSWORD)).toMatchObject({ ok: false, code: 'conflict' });
      expect(await AuditEntry.countDocuments({ action: 'security-settings-changed', details: 'two-factor required: yes' })).toBe(1);
    } finally {
      actAs(null, admin);
      await saveSecuritySettings({ requireTwoFactor: false });
    }
  });
});
