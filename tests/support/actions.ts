import { vi } from 'vitest';
import type { ActionResult } from '@/lib/actions/result';

// Calling Server Actions from a test, as the browser would: the request's headers (session
// cookie, Origin, Host) come from next/headers, which a test file mocks with this module:
//
//   vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
//   vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);
//
// then `actAs(token)` before calling actions (null: no session).

const HOST = 'localhost:3000';
let current = new Headers({ host: HOST });

export function actAs(token: string | null, extra: Record<string, string> = {}): void {
  current = new Headers({ host: HOST, ...(token ? { cookie: `session=${token}` } : {}), ...extra });
}

// A page on another site posting to the action with the person's cookie.
export function actFromForeignSite(token: string): void {
  actAs(token, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
}

// The cookies an action set (the sign-in pages' actions start a session), newest last.
export const cookiesSet: { name: string; value: string }[] = [];

export const nextHeadersMock = {
  headers: async () => current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: (name: string, value: string) => cookiesSet.push({ name, value }), delete: () => undefined }),
  // Off, as for a request without Next's bypass cookie (the Texts screen's preview turns it on and off).
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
};

// Revalidation and refreshing need a running Next server; the end-to-end tests show their effect.
export const nextCacheMock = {
  refresh: vi.fn(),
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  unstable_cache: (fn: unknown) => fn,
};

// The data of a successful result; fails the test with the refusal otherwise.
export function dataOf<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(`The action was refused: ${result.code}: ${result.message} ${JSON.stringify(result.fieldErrors ?? {})}`);
  return result.data;
}

// A form as the browser posts it to a Server Action (React adds its `$ACTION_…` field).
export function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  // What React adds to a form posted without scripts: never read as the form's own fields.
  form.set('$ACTION_REF_1', '');
  form.set('$ACTION_1:0', '{"id":"x","bound":"$@1"}');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

// How a Server Action that may end with redirect() ended: Next's redirect error carries the
// address in its digest (`NEXT_REDIRECT;<type>;<url>;…`); anything else thrown is the test's
// failure.
export async function redirectOrAnswer<T>(call: Promise<T>): Promise<{ redirectedTo: string } | { answer: T }> {
  try {
    return { answer: await call };
  } catch (error) {
    const digest = (error as { digest?: unknown } | null)?.digest;
    if (typeof digest !== 'string' || !digest.startsWith('NEXT_REDIRECT;')) throw error;
    return { redirectedTo: digest.split(';')[2] ?? '' };
  }
}

// The address a Server Action redirected to; fails the test with its answer otherwise.
export async function redirectOf(call: Promise<unknown>): Promise<string> {
  const ended = await redirectOrAnswer(call);
  if ('answer' in ended) throw new Error(`The action did not redirect: ${JSON.stringify(ended.answer)}`);
  return ended.redirectedTo;
}
