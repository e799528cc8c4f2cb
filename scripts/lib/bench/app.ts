import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AdminAccount } from '../production-server';
import { ROOT } from '../paths';
import { sessionCookieName } from '@/lib/server/auth/session-cookie';
import type { LoadTarget } from './load';

const REQUEST_TIMEOUT_MS = 30_000;
// Long enough for the app to work off requests still queued when a load run stops.
const SETTLE_TIMEOUT_MS = 300_000;

// Builds the app unless a production build is there already.
export function ensureBuild(): void {
  if (existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) return;
  console.log('bench: no production build yet, running next build...');
  const build = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`next build failed (exit code ${build.status})`);
}

async function request(url: string, init: RequestInit = {}, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

// The id of the newest seeded post, from the public list.
export async function firstPostSlug(baseUrl: string): Promise<string> {
  const posts = (await (await request(`${baseUrl}/api/v1/posts/get?limit=1`)).json()) as { slug: string }[];
  if (!posts[0]) throw new Error('The seeded database has no posts');
  return posts[0].slug;
}

// Waits until the app answers its readiness check (GET /api/ready: the database answers it), for
// at most `timeoutMs`; returns how long that took. A FerretDB still busy with earlier work can keep
// a fresh instance's first database requests at 503 for a while.
export async function waitUntilReady(baseUrl: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
    if (response?.ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${baseUrl}/api/ready did not answer 200 within ${timeoutMs / 1000} s`);
}

function postSignIn(baseUrl: string, admin: AdminAccount): Promise<Response> {
  return request(`${baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
}

// Signs in as the admin and returns the session token (sent as a bearer token).
export async function signIn(baseUrl: string, admin: AdminAccount): Promise<string> {
  const { token } = (await (await postSignIn(baseUrl, admin)).json()) as { token?: string };
  if (!token) throw new Error('The sign-in answer carried no token');
  return token;
}

// Signs in as the admin and returns the session cookie (production's name) as a `Cookie` header
// value: the back office's pages read the session from the cookie, as for a person in a browser.
export async function signInCookie(baseUrl: string, admin: AdminAccount): Promise<string> {
  const name = sessionCookieName(true);
  const cookies = (await postSignIn(baseUrl, admin)).headers.getSetCookie().map((line) => line.split(';')[0]!);
  const cookie = cookies.find((pair) => pair.startsWith(`${name}=`));
  if (!cookie) throw new Error(`The sign-in answer set no ${name} cookie`);
  return cookie;
}

export async function fetchText(url: string): Promise<{ text: string; headers: Headers }> {
  const response = await request(url);
  return { text: await response.text(), headers: response.headers };
}

// One request of the kind the load test sends, so a wrong body or token fails loudly up front.
// After a load run it also waits until the requests still queued in the app are done (the app
// keeps working on them after the load generator hangs up), so the next run starts clean.
export async function oneRequest(target: LoadTarget, timeoutMs = SETTLE_TIMEOUT_MS): Promise<Response> {
  const response = await request(target.url, { method: target.method ?? 'GET', headers: target.headers, body: target.body?.() }, timeoutMs);
  await response.arrayBuffer();
  return response;
}
