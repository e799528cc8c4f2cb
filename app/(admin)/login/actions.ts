'use server';

import { randomUUID } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { safeNextPath } from '@/lib/auth/redirect-target';
import { NOT_SIGNED_IN, type SignInState } from '@/lib/actions/sign-in';
import { recordAudit } from '@/lib/server/audit/record';
import { signIn, type SignedIn } from '@/lib/server/auth/login';
import { twoFactorRequired } from '@/lib/server/auth/security-settings';
import { sessionCookieName, sessionCookieOptions } from '@/lib/server/auth/session-cookie';
import { verifyChallenge } from '@/lib/server/auth/two-factor/challenge';
import { signInWithSecondFactor } from '@/lib/server/auth/two-factor/sign-in';
import { clientAddress } from '@/lib/server/client-address';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { getEnv } from '@/lib/server/env';
import { DomainError } from '@/lib/server/errors';
import { loginSchema, twoFactorSignInSchema } from '@/lib/auth/credentials';
import { User } from '@/models/user';

// The sign-in form, both steps (the password; for an account with two-factor sign-in, then the
// code), on one action so the page posted without scripts comes back at the right step. The same
// checks as POST /api/v1/users/login and /two-factor, which stay for outside clients: the limits
// per address and per pair, the slowdown, the audit log. A completed sign-in sets the session
// cookie and sends the browser on: where the person was going (`next`, checked again here, since
// a bound argument comes back from the browser), or, when the firm requires two-factor sign-in and
// they have none, the account page where they set it up.

const ENROL_PATH = '/admin/account?two-factor=required';
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a minute.';

export async function signInAction(next: string, previous: SignInState, form: FormData): Promise<SignInState> {
  const answer = (previous?.answer ?? 0) + 1;
  const requestHeaders = new Headers(await headers());
  const origin = { address: clientAddress(requestHeaders, getEnv().TRUSTED_PROXY_COUNT), userAgent: requestHeaders.get('user-agent') };
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { email: text('email'), remember: text('remember') === 'on' ? 'on' : '' };
  const challenge = text('challenge');
  const state = (change: Partial<SignInState>): SignInState => ({ ...NOT_SIGNED_IN, answer, values, ...change });
  try {
    // "Back to password" from the code step.
    if (text('back')) return state({});
    if (challenge) return await codeStep(challenge, text('code'), origin, requestHeaders, next, state);
    const parsed = loginSchema.safeParse({ email: values.email, password: text('password'), remember: values.remember === 'on' });
    if (!parsed.success) return state({ fieldErrors: firstMessages(parsed.error.issues) });
    const input = parsed.data;
    const result = await signIn(input, origin).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.kind === 'unauthenticated') await recordAudit(requestHeaders, { actor: { email: input.email }, action: 'sign-in-failed' });
      throw error;
    });
    if (result.kind === 'two-factor') return state({ step: 'code', challenge: result.challenge });
    await recordAudit(requestHeaders, { actor: { id: result.user.id, email: result.user.email, name: result.user.name }, action: 'sign-in', details: input.remember ? 'remember me' : '' });
    return await completeSignIn(result, next, requestHeaders, state);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof DomainError) return state({ step: challenge ? 'code' : 'password', challenge: challenge || undefined, message: error.message });
    if (isDatabaseUnavailable(error)) {
      console.error('[db] unavailable during a sign-in:', error instanceof Error ? error.message : error);
      return state({ message: UNAVAILABLE });
    }
    console.error(`[action error ${randomUUID()}]`, error);
    return state({ message: 'Login failed' });
  }
}

// The code from the app or a recovery code. A wrong code, or too many tries, stays at the code with
// the reason under it; an expired or used sign-in goes back to the password with the reason.
async function codeStep(
  challenge: string,
  code: string,
  origin: { address: string; userAgent: string | null },
  requestHeaders: Headers,
  next: string,
  state: (change: Partial<SignInState>) => SignInState,
): Promise<SignInState> {
  const parsed = twoFactorSignInSchema.safeParse({ challenge, code });
  if (!parsed.success) return state({ step: 'code', challenge, fieldErrors: { code: [parsed.error.issues[0]?.message ?? 'Enter the code'] } });
  try {
    const result = await signInWithSecondFactor(parsed.data, origin);
    await recordAudit(requestHeaders, {
      actor: { id: result.user.id, email: result.user.email, name: result.user.name },
      action: 'sign-in',
      details: result.factor === 'recovery-code' ? 'two-factor, with a recovery code' : 'two-factor',
    });
    return await completeSignIn(result, next, requestHeaders, state);
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof DomainError)) throw error;
    if (error.kind === 'unauthenticated' && error.errors?.code) {
      const proof = await verifyChallenge(challenge);
      const account = proof ? await User.findById(proof.userId).select('email name').lean() : null;
      if (account) await recordAudit(requestHeaders, { actor: { id: proof!.userId, email: account.email, name: account.name }, action: 'sign-in-failed', details: 'wrong two-factor code' });
    }
    if (error.errors?.code || error.kind === 'rate-limited') return state({ step: 'code', challenge, fieldErrors: { code: error.errors?.code ?? [error.message] } });
    return state({ step: 'password', message: error.message });
  }
}

// The session cookie, then the next page: told to the form's scripts, which greet first and go
// 100 ms later (SPEC section 4; they call the action with a Next-Action header); a form posted
// without scripts is redirected.
async function completeSignIn(
  { token, user, maxAgeSeconds }: SignedIn,
  next: string,
  requestHeaders: Headers,
  state: (change: Partial<SignInState>) => SignInState,
): Promise<SignInState> {
  (await cookies()).set(sessionCookieName(), token, sessionCookieOptions(maxAgeSeconds));
  const mustEnrol = !user.twoFactor && (await twoFactorRequired());
  const destination = mustEnrol ? ENROL_PATH : safeNextPath(next);
  if (requestHeaders.has('next-action')) return state({ signedInTo: destination });
  redirect(destination);
}

// One message per field (the first rule that fails), as SPEC section 5 shows them.
function firstMessages(issues: { path: PropertyKey[]; message: string }[]): SignInState['fieldErrors'] {
  const errors: NonNullable<SignInState['fieldErrors']> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = [issue.message];
  }
  return errors;
}
