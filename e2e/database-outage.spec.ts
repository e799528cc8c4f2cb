import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startEmbeddedDb, type EmbeddedDb } from '../scripts/lib/embedded-db';
import { startNextInstance, startSeededDatabase, type NextInstance } from '../scripts/lib/production-server';
import { findDocuments, insertDocuments } from './support/db';
import { contactLead, postLead, serverTestsOnce } from './support/instances';
import { expect, test } from './support/test';

// A request that takes longer than this counts as hung.
const CLIENT_TIMEOUT_MS = 10_000;
// Every outage answer must come within this (lib/server/db.ts gives up on the database after 3 s).
const ANSWER_BOUND_MS = 6000;
const OUTAGE_MS = 12_000;
const UNAVAILABLE = 'Service temporarily unavailable. Please try again shortly.';

// up: the status while the database runs; down: while it is stopped. json: an API with the error shape.
type Route = { name: string; up: number; down: number; json: boolean; request: () => { path: string; init?: RequestInit } };
type Result = {
  route: Route;
  sent: { path: string; init?: RequestInit };
  started: number;
  ended: number;
  status: number | 'timeout' | 'error';
  body: string;
  retryAfter: string | null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// An answer that says the database is out (a route whose normal answer is another status).
const isOutageAnswer = (r: Result) => r.status === r.route.down && r.route.down !== r.route.up;

// A GET of a page with its status, Retry-After, body and how long the answer took.
const timedGet = (baseUrl: string) => async (url: string) => {
  const begun = Date.now();
  const response = await fetch(`${baseUrl}${url}`, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
  const body = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body, ms: Date.now() - begun };
};

function routes(sessionCookie: string): Route[] {
  let search = 0;
  const get = (name: string, up: number, down: number, json: boolean, path = name): Route => ({ name, up, down, json, request: () => ({ path }) });
  return [
    // The post list is in the data cache too; a search nobody made before needs the database.
    get('/api/v1/posts/get', 200, 200, false),
    { ...get('/api/v1/posts/get?q=', 200, 503, true), request: () => ({ path: `/api/v1/posts/get?q=visa${++search}` }) },
    get('/api/ready', 200, 503, true),
    get('/api/v1/health', 200, 503, true),
    {
      name: 'POST /api/v1/email/contact',
      up: 201,
      down: 503,
      json: true,
      request: () => ({
        path: '/api/v1/email/contact',
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactLead('outage')) },
      }),
    },
    get('/api/health', 200, 200, false),
    // The list is in the page's data cache, which outlives a short outage.
    get('/blog', 200, 200, false),
    // Cached pages with testimonials and the team from the database: served from the page cache,
    // and re-rendered (when due) from the data cache, which outlives the outage.
    get('/', 200, 200, false),
    get('/about', 200, 200, false),
    get('/services/visa-advisory', 200, 200, false),
    // A search of the blog is matched against the posts in the server's memory (read by the first
    // search, before the outage): one made before and one nobody made before both answer.
    get('/blog?q=visa', 200, 200, false),
    { ...get('/blog?q=', 200, 200, false), request: () => ({ path: `/blog?q=visa${++search}` }) },
    // A post page never rendered before: 404 for an unknown id, 503 (not 500) without the database.
    { ...get('/blog/{new id}', 404, 503, false), request: () => ({ path: `/blog/${randomBytes(12).toString('hex')}` }) },
    { ...get('/admin/enquiries', 200, 503, false), request: () => ({ path: '/admin/enquiries', init: { headers: { cookie: sessionCookie } } }) },
  ];
}

async function call(baseUrl: string, route: Route): Promise<Result> {
  const sent = route.request();
  const started = Date.now();
  let status: Result['status'];
  let body = '';
  let retryAfter: string | null = null;
  try {
    // The whole body counts: a page streams its shell first and could hang after it.
    const response = await fetch(`${baseUrl}${sent.path}`, { redirect: 'manual', ...sent.init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    body = await response.text();
    status = response.status;
    retryAfter = response.headers.get('retry-after');
  } catch (error) {
    status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'error';
    body = String(error);
  }
  return { route, sent, started, ended: Date.now(), status, body, retryAfter };
}

// Two workers per route, each sending a request at most every 200 ms until told to stop.
function startTraffic(baseUrl: string, all: Route[]) {
  const results: Result[] = [];
  let running = true;
  const loops = [...all, ...all].map(async (route) => {
    while (running) {
      const result = await call(baseUrl, route);
      results.push(result);
      await sleep(Math.max(0, result.started + 200 - Date.now()));
    }
  });
  return {
    results,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

// Signs the admin in on the instance; the session cookie as a browser would send it.
async function sessionCookie(instance: NextInstance, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${instance.baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(login.status).toBe(200);
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

// Every test here stops, freezes or restarts its own FerretDB, which an external MONGODB_TEST_URI server cannot be.
test.skip(!!process.env.MONGODB_TEST_URI, 'stops and freezes its own FerretDB; an external MONGODB_TEST_URI server cannot be');

test('with the database stopped, requests answer 503 quickly, nothing hangs, and the app recovers by itself', async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  test.setTimeout(120_000);
  const admin = { email: 'outage-admin@example.com', name: 'Ora Admin', password: `ops-${randomBytes(12).toString('hex')}` };
  // The leads of this test all come from 127.0.0.1; the lead limit is not what is tested here.
  const database = await startSeededDatabase({ LEAD_RATE_LIMIT_PER_MINUTE: '100000' }, admin);
  let db: EmbeddedDb = database.db;
  let started: NextInstance | undefined;
  let traffic: ReturnType<typeof startTraffic> | undefined;
  try {
    const instance = (started = await startNextInstance(database.env));
    const all = routes(await sessionCookie(instance, admin));

    traffic = startTraffic(instance.baseUrl, all);
    await sleep(3000);
    const stopping = Date.now();
    await db.stop();
    const stopped = Date.now();
    await sleep(OUTAGE_MS);
    const restarting = Date.now();
    db = await startEmbeddedDb({ dataDir: path.join(database.workDir, 'db'), dbName: 'site', port: db.port });
    const restarted = Date.now();
    // Traffic goes on until every route has given its normal answer again after the restart.
    const { results } = traffic;
    const backAgain = (route: Route) => results.some((r) => r.route === route && r.started >= restarted && r.status === route.up);
    while (Date.now() < restarted + 20_000 && !all.every(backAgain)) await sleep(250);
    const recoveredAfter = Date.now() - restarted;
    await traffic.stop();
    const slowest = Math.max(...results.map((r) => r.ended - r.started));
    console.log(`${results.length} requests, slowest ${slowest} ms; database stopped ${stopping - results[0]!.started} ms in; all back ${recoveredAfter} ms after the restart`);

    // Never a 500 or anything unexpected, nothing hung (the client gives up after 10 s), and every
    // outage answer within the bound: the app gives up on the database after 3 s. How soon a normal
    // answer comes is the machine's speed, not the app's behaviour (a sign-in, with its cost-12
    // bcrypt check, took 6.4 s on two cores shared with a build), so it is not timed here.
    expect(results.length).toBeGreaterThan(200);
    const describe = (r: Result) => `${r.route.name}: ${r.status} after ${r.ended - r.started} ms`;
    expect(results.filter((r) => r.status !== r.route.up && r.status !== r.route.down).map(describe)).toEqual([]);
    expect(results.filter((r) => isOutageAnswer(r) && r.ended - r.started >= ANSWER_BOUND_MS).map(describe)).toEqual([]);

    // Before the outage, the normal answers.
    const before = results.filter((r) => r.ended < stopping);
    expect(before.filter((r) => r.status !== r.route.up).map(describe)).toEqual([]);

    // During the outage: the outage answers, DB-backed APIs with the one error shape.
    const during = results.filter((r) => r.started >= stopped && r.ended <= restarting);
    for (const route of all) {
      const seen = during.filter((r) => r.route === route);
      expect(seen.length, route.name).toBeGreaterThanOrEqual(2);
      expect(seen.filter((r) => r.status !== route.down).map(describe)).toEqual([]);
      if (route.json) for (const r of seen) expect(JSON.parse(r.body), route.name).toEqual({ success: false, message: UNAVAILABLE });
    }
    expect(during.filter((r) => r.status === 503 && r.retryAfter !== '5').map(describe)).toEqual([]);

    // Back without restarting the app: every route gave its normal answer again, soon after the restart.
    expect(all.filter((route) => !backAgain(route)).map((route) => route.name)).toEqual([]);
    expect(recoveredAfter).toBeLessThan(20_000);
    expect(instance.process.exitCode).toBeNull();
  } finally {
    await traffic?.stop();
    await started?.stop();
    await db.stop();
    await database.stop();
  }
});

// A database that stops answering but keeps its sockets open (a hung server, a network partition):
// SIGSTOP on FerretDB. Nothing closes the connections, so only the driver's own timeouts notice.
const FREEZE_MS = 10_000;
// Every outage answer while the database is frozen comes within this.
const FROZEN_ANSWER_BOUND_MS = 5000;

function frozenRoutes(sessionCookie: string, admin: { email: string; password: string }): Route[] {
  let search = 0;
  const get = (name: string, up: number, down: number, json: boolean, path = name): Route => ({ name, up, down, json, request: () => ({ path }) });
  const post = (name: string, up: number, body: () => object): Route => ({
    name: `POST ${name}`,
    up,
    down: 503,
    json: true,
    request: () => ({ path: name, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body()) } }),
  });
  return [
    post('/api/v1/email/contact', 201, () => contactLead('frozen')),
    post('/api/v1/users/login', 200, () => ({ email: admin.email, password: admin.password })),
    get('/api/ready', 200, 503, true),
    { ...get('/api/v1/posts/get?q=', 200, 503, true), request: () => ({ path: `/api/v1/posts/get?q=frozen${++search}` }) },
    { ...get('/blog/{new id}', 404, 503, false), request: () => ({ path: `/blog/${randomBytes(12).toString('hex')}` }) },
    { ...get('/admin/enquiries', 200, 503, false), request: () => ({ path: '/admin/enquiries', init: { headers: { cookie: sessionCookie } } }) },
    // Neither needs the database while its list is cached.
    get('/api/health', 200, 200, false),
    get('/blog', 200, 200, false),
  ];
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(100);
  return condition();
}

test('with the database frozen (SIGSTOP), every answer is a 503 within 5 s, no lead is lost or stored twice, and the app recovers after SIGCONT', async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  test.setTimeout(120_000);
  const admin = { email: 'frozen-admin@example.com', name: 'Fritz Frozen', password: `ops-${randomBytes(12).toString('hex')}` };
  const database = await startSeededDatabase({ LEAD_RATE_LIMIT_PER_MINUTE: '100000' }, admin);
  const db = database.db;
  let started: NextInstance | undefined;
  let traffic: ReturnType<typeof startTraffic> | undefined;
  try {
    const instance = (started = await startNextInstance(database.env));
    const all = frozenRoutes(await sessionCookie(instance, admin), admin);

    traffic = startTraffic(instance.baseUrl, all);
    const { results } = traffic;
    const answered = (route: Route, since: number) => results.some((r) => r.route === route && r.started >= since && r.status === route.up);
    // Every route has given its normal answer (and /blog has its list cached) before the freeze.
    expect(await waitFor(() => all.every((route) => answered(route, 0)), 30_000)).toBe(true);
    const freezing = Date.now();
    db.freeze();
    await sleep(FREEZE_MS);
    const thawing = Date.now();
    db.thaw();
    // Traffic goes on until every route has given its normal answer again after SIGCONT.
    await waitFor(() => all.every((route) => answered(route, thawing)), 20_000);
    const recoveredAfter = Date.now() - thawing;
    await traffic.stop();
    const during = results.filter((r) => r.started >= freezing && r.ended <= thawing);
    const describe = (r: Result) => `${r.route.name}: ${r.status} after ${r.ended - r.started} ms`;
    const slowest = results.reduce((a, b) => (b.ended - b.started > a.ended - a.started ? b : a));
    const slowestFrozen = Math.max(...during.map((r) => r.ended - r.started));
    console.log(
      `${results.length} requests, slowest ${describe(slowest)}, sent ${slowest.started - freezing} ms after SIGSTOP ` +
        `(${slowestFrozen} ms for one sent and answered while frozen); all back ${recoveredAfter} ms after SIGCONT`,
    );

    // Never a 500, a hang (the client gives up after 10 s) or anything unexpected, and every outage
    // answer within the bound: the app gives up on the database after 3 s (lib/server/db.ts). How
    // soon a normal answer comes, before, during or after the freeze, is the machine's speed, not the
    // app's behaviour (sign-ins took 5.0-6.4 s on two loaded cores: the driver's backlog, then a
    // cost-12 bcrypt check), so it is not timed here.
    expect(results.filter((r) => r.status !== r.route.up && r.status !== r.route.down).map(describe)).toEqual([]);
    // An outage answer is timed from when the database froze, or from its sending if later: a
    // sign-in sent before the freeze may already have spent seconds in its bcrypt check on two
    // loaded cores (3.6 s in one CI run, then 503 after 5.7 s in all), which is that machine's
    // speed, not how long the app waits on a frozen database.
    const waitedOnFrozen = (r: Result) => r.ended - Math.max(r.started, freezing);
    expect(results.filter((r) => isOutageAnswer(r) && waitedOnFrozen(r) >= FROZEN_ANSWER_BOUND_MS).map(describe)).toEqual([]);

    // While frozen: the outage answers, with Retry-After, APIs with the one error shape.
    for (const route of all) {
      const seen = during.filter((r) => r.route === route);
      expect(seen.length, route.name).toBeGreaterThanOrEqual(2);
      expect(seen.filter((r) => r.status !== route.down).map(describe)).toEqual([]);
      if (route.down === 503) expect(seen.filter((r) => r.retryAfter !== '5').map(describe)).toEqual([]);
      if (route.json && route.down === 503) for (const r of seen) expect(JSON.parse(r.body), route.name).toMatchObject({ success: false, message: UNAVAILABLE });
    }

    // Back by itself, soon after SIGCONT, without restarting the app.
    expect(all.filter((route) => !answered(route, thawing)).map((route) => route.name)).toEqual([]);
    expect(recoveredAfter).toBeLessThan(20_000);
    expect(instance.process.exitCode).toBeNull();

    // The leads: each one answered 201 is stored exactly once. One answered 503 may still have
    // reached the database (its insert was sent before the freeze was noticed), but never twice;
    // the visitor sends it again with the same clientId, and then it is stored exactly once.
    const leads = results.filter((r) => r.route === all[0]);
    const sentLead = (r: Result) => JSON.parse(String(r.sent.init!.body)) as ReturnType<typeof contactLead>;
    const stored = async () => {
      const enquiries = await findDocuments('enquiries', { clientId: { $in: leads.map((r) => sentLead(r).clientId) } }, database.mongoUri);
      return (r: Result) => enquiries.filter((enquiry) => enquiry.clientId === sentLead(r).clientId).length;
    };
    const refused = leads.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    const countBefore = await stored();
    expect(leads.filter((r) => r.status === 201 && countBefore(r) !== 1).map(describe)).toEqual([]);
    expect(refused.filter((r) => countBefore(r) > 1).map(describe)).toEqual([]);
    const reachedAnyway = refused.filter((r) => countBefore(r) === 1).length;
    for (const r of refused) expect((await postLead(instance.baseUrl, sentLead(r))).status).toBe(201);
    const countAfter = await stored();
    expect(leads.filter((r) => countAfter(r) !== 1).map(describe)).toEqual([]);
    console.log(`${leads.length} leads sent, ${refused.length} answered 503 (${reachedAnyway} of them stored anyway), all stored once after the retries`);
  } finally {
    await traffic?.stop();
    await started?.stop();
    await database.stop();
  }
});

// A seeded database stopped before the app starts (`prepare` runs while it is still up), the app
// on it, and a way to start the database again; all of it stopped after `run`, whatever happened.
async function withDatabaseDownFromStart(run: (app: { get: ReturnType<typeof timedGet>; restartDatabase: () => Promise<void> }) => Promise<void>, prepare?: (mongoUri: string) => Promise<unknown>) {
  const database = await startSeededDatabase();
  let db: EmbeddedDb = database.db;
  let started: NextInstance | undefined;
  try {
    await prepare?.(database.mongoUri);
    await db.stop();
    const instance = (started = await startNextInstance(database.env));
    const restartDatabase = async () => {
      db = await startEmbeddedDb({ dataDir: path.join(database.workDir, 'db'), dbName: 'site', port: db.port });
    };
    await run({ get: timedGet(instance.baseUrl), restartDatabase });
  } finally {
    await started?.stop();
    await db.stop();
    await database.stop();
  }
}

test('with the database down from the start, /blog answers 503 with Retry-After quickly, and 200 once the database is back; the home and service pages show the built-in texts', async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  test.setTimeout(90_000);
  await withDatabaseDownFromStart(async ({ get, restartDatabase }) => {
    // No list is cached yet, so there is nothing to show: a temporary outage, not an empty blog.
    const answers = [await get('/blog'), await get('/blog')];
    console.log(`/blog with the database down from the start: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`);
    for (const blog of answers) {
      expect({ status: blog.status, retryAfter: blog.retryAfter }).toEqual({ status: 503, retryAfter: '5' });
      expect(blog.ms).toBeLessThan(ANSWER_BOUND_MS);
    }
    // A search answers the same, within 5 s: nothing cached, so a temporary outage (issue 25: it
    // was a 200 with a notice, after 6 s).
    const searches = [await get('/blog?q=visa'), await get('/blog?q=visa&sort=oldest')];
    console.log(`/blog?q= with the database down from the start: ${searches.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`);
    for (const search of searches) {
      expect({ status: search.status, retryAfter: search.retryAfter }).toEqual({ status: 503, retryAfter: '5' });
      expect(search.ms).toBeLessThan(5000);
    }
    // The home and About pages stay up with nothing cached: without testimonials and team, the
    // founder's note signed by the team (lib/server/testimonials/cached.ts, lib/server/authors/about-people.ts).
    const [home, about] = [await get('/'), await get('/about')];
    console.log(`/ and /about with the database down from the start: ${home.status} in ${home.ms} ms, ${about.status} in ${about.ms} ms`);
    expect([home.status, about.status]).toEqual([200, 200]);
    expect(Math.max(home.ms, about.ms)).toBeLessThan(ANSWER_BOUND_MS);
    expect(home.body).toContain('Explore Our Services');
    // No testimonials section, only its anchor for the footer's link.
    expect(home.body).not.toContain('id="testimonials-title"');
    expect(about.body).toMatch(/data-founder-signature="true"><span[^>]*>The .+? Team<\/span>/);
    expect(about.body).not.toContain('id="team"');
    // The home page and a service's page show the built-in texts, and no funds amount that the
    // stored one may contradict.
    for (const path of ['/', '/services/opportunity-card']) {
      const answer = await get(path);
      console.log(`${path} with the database down from the start: ${answer.status} in ${answer.ms} ms`);
      expect(answer.status, path).toBe(200);
      expect(answer.ms, path).toBeLessThan(ANSWER_BOUND_MS);
      expect(answer.body, path).toContain('Germany Opportunity Card (Chancenkarte)');
    }
    const card = await get('/services/opportunity-card');
    expect(card.body).toContain('Ask us for the amount that currently applies.');
    expect(card.body).not.toContain('1,091');

    await restartDatabase();
    let back = await get('/blog');
    const deadline = Date.now() + 20_000;
    while (back.status !== 200 && Date.now() < deadline) back = await get('/blog');
    expect(back.status).toBe(200);
    expect((await get('/blog?q=visa')).status).toBe(200);
    // The list itself, with links to the posts.
    expect(back.body).toMatch(/href="\/blog\/[a-z0-9]+(?:-[a-z0-9]+)+"/);
  });
});

test('with the database down from the start, public pages show the environment’s details at once, and the saved ones soon after it is back', async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  test.setTimeout(90_000);
  // The firm's details as saved in the back office (lib/server/site-settings/).
  const saved = (mongoUri: string) => insertDocuments('sitesettings', [{ _id: 'site', phone: '+49 30 5550188' }], mongoUri);
  await withDatabaseDownFromStart(async ({ get, restartDatabase }) => {
    for (const path of ['/', '/contact', '/impressum']) {
      const page = await get(path);
      console.log(`${path} with the database down from the start: ${page.status} in ${page.ms} ms`);
      expect(page.status, path).toBe(200);
      expect(page.ms, path).toBeLessThan(ANSWER_BOUND_MS);
      expect(page.body, path).toContain('+49 30 0000 0000');
    }

    await restartDatabase();
    const restarted = Date.now();
    // Served from the page cache meanwhile; refreshed once its 10 s are up.
    let home = await get('/');
    while (!home.body.includes('+49 30 5550188') && Date.now() < restarted + 40_000) {
      expect(home.status).toBe(200);
      await sleep(500);
      home = await get('/');
    }
    console.log(`the saved details on / ${Date.now() - restarted} ms after the database is back`);
    expect(home.body).toContain('+49 30 5550188');
    expect(home.body).not.toContain('+49 30 0000 0000');
  }, saved);
});
