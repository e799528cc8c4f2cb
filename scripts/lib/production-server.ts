import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedDb, type EmbeddedDb } from './embedded-db';
import { ROOT } from './paths';
import { stopProcess } from './stop-process';
import { checkServer, dropDatabase, externalTestServer, uniqueDatabaseName, withDatabaseName } from './test-database';

const READY_TIMEOUT_MS = 60_000;
export const PRODUCTION_HEAP_MB = 256;

export type ProductionServer = { baseUrl: string; mongoUri: string; mailDir: string; stop: () => Promise<void> };
export type AdminAccount = { email: string; name: string; password: string };

// A seeded temporary database and the environment an app instance needs to use it.
export type SeededDatabase = {
  env: NodeJS.ProcessEnv;
  // The embedded server. With MONGODB_TEST_URI it is that external server, which a test cannot
  // stop: its stop() throws (a spec that stops the database skips itself in that case).
  db: EmbeddedDb;
  mongoUri: string;
  mailDir: string;
  workDir: string;
  stop: () => Promise<void>;
};

// One server process of the production build: `next start`, or the standalone server.
export type NextInstance = {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  // SIGTERM (SIGKILL after 5 s); resolves with the exit code, or null when killed by a signal.
  stop: () => Promise<number | null>;
  // What the process wrote to stdout and stderr so far, when started with `captureOutput`
  // (otherwise its stderr goes to this process's and this is empty).
  output: () => string;
};

// The production build under `next start` on a freshly seeded temporary database, on loopback.
// Used by the end-to-end tests, the benchmark and the Lighthouse script.
// With `admin`, that account is created too (npm run admin:create), for tests that sign in.
export async function startProductionServer(
  extraEnv: Record<string, string> = {},
  admin?: AdminAccount,
): Promise<ProductionServer> {
  const database = await startSeededDatabase(extraEnv, admin);
  let instance: NextInstance;
  try {
    instance = await startNextInstance(database.env);
  } catch (error) {
    await database.stop();
    throw error;
  }
  const stop = async () => {
    await instance.stop();
    await database.stop();
  };
  return { baseUrl: instance.baseUrl, mongoUri: database.mongoUri, mailDir: database.mailDir, stop };
}

// Starts the embedded database in a temporary directory (or, with MONGODB_TEST_URI, takes a fresh
// database on that server), seeds it (and creates `admin`), and returns the production environment
// pointing at it. Several app instances may share it. stop() ends the embedded server, or drops
// the database on the external one.
export async function startSeededDatabase(
  extraEnv: Record<string, string> = {},
  admin?: AdminAccount,
  // false: an empty database (a restore's target), nothing seeded.
  seeded = true,
): Promise<SeededDatabase> {
  requireProductionBuild(ROOT);
  const external = externalTestServer();
  if (external) await checkServer(external);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-server-'));
  let db: EmbeddedDb;
  let release: () => Promise<void>;
  if (external) {
    db = externalDatabase(withDatabaseName(external, uniqueDatabaseName('e2e')));
    release = () => dropDatabase(db.uri);
  } else {
    db = await startEmbeddedDb({ dataDir: path.join(workDir, 'db'), dbName: 'site' });
    release = () => db.stop();
  }
  const env = productionEnv(db.uri, workDir, extraEnv);
  const stop = async () => {
    await release();
    rmSync(workDir, { recursive: true, force: true });
  };

  const failure = seeded ? (runScript('scripts/seed.ts', [], env) ?? (admin ? createAdmin(admin, env) : null)) : null;
  if (failure) {
    await stop();
    throw new Error(failure);
  }
  return { env, db, mongoUri: db.uri, mailDir: env.MAIL_DIR as string, workDir, stop };
}

// The environment of a production instance on the database at `mongoUri`, with its uploads and
// mail (.eml files, no SMTP_URL) in `workDir`.
export function productionEnv(mongoUri: string, workDir: string, extraEnv: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    MONGODB_URI: mongoUri,
    UPLOAD_DIR: path.join(workDir, 'uploads'),
    MAIL_DIR: path.join(workDir, 'mail'),
    BACKUP_DIR: path.join(workDir, 'backups'),
    NEXT_TELEMETRY_DISABLED: '1',
    // Production refuses to start without a signing key; a fresh one per run.
    JWT_SECRET: randomBytes(32).toString('hex'),
    // As recommended for production (deploy/README.md): on a machine with plenty of memory, V8
    // otherwise lets the heap grow far past that under load before it collects (the figures:
    // docs/operations.md, Production).
    NODE_OPTIONS: process.env.NODE_OPTIONS || `--max-old-space-size=${PRODUCTION_HEAP_MB}`,
    ...extraEnv,
  };
}

// A database on the MONGODB_TEST_URI server, in the shape of an embedded one. The port is the
// first host's (27017 when none is given); stop() refuses, since the server is not ours.
function externalDatabase(uri: string): EmbeddedDb {
  const port = Number(/^mongodb:\/\/(?:[^@/?]*@)?[^:/?,]+:(\d+)/.exec(uri)?.[1] ?? 27017);
  const refusal = () => new Error('MONGODB_TEST_URI names an external server, which a test cannot stop or freeze; skip this test when MONGODB_TEST_URI is set');
  const refuse = (): never => {
    throw refusal();
  };
  return { uri, port, stop: () => Promise.reject(refusal()), freeze: refuse, thaw: refuse };
}

// Starts `next start` on 127.0.0.1 with `env` and waits until it answers its health check.
// With `captureOutput`, its log is kept for the caller to read (a test of what the server logs).
// `root`: another checkout with its own production build (a benchmark's baseline); this one by default.
// `standalone`: a directory from prepareStandaloneServer; its `node server.js` runs instead of
// `next start`, as in the container image (Dockerfile), configured by PORT and HOSTNAME.
export async function startNextInstance(
  env: NodeJS.ProcessEnv,
  options: { port?: number; captureOutput?: boolean; root?: string; standalone?: string } = {},
): Promise<NextInstance> {
  const root = options.root ?? ROOT;
  if (!options.standalone) requireProductionBuild(root);
  const port = options.port ?? (await freePort());
  // Idle connections are kept for a minute, not Node's 5 s: a test's request client (page.request)
  // reuses its connection after the page's own work, and a request sent just as the server closed
  // it failed with ECONNRESET (a clean-clone run's booked-reply test: an API booking, a sign-in and
  // checks in the page, then an API post). In production nginx keeps its idle upstream connections
  // for less than 5 s instead (deploy/consultancy-upstream.conf).
  const keepAliveMs = '60000';
  const stdio = options.captureOutput ? (['ignore', 'pipe', 'pipe'] as const) : (['ignore', 'ignore', 'inherit'] as const);
  const child = options.standalone
    ? spawn(process.execPath, [path.join(options.standalone, 'server.js')], {
        cwd: options.standalone,
        env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1', KEEP_ALIVE_TIMEOUT: keepAliveMs },
        stdio: [...stdio],
      })
    : spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', keepAliveMs], {
        cwd: root,
        env,
        stdio: [...stdio],
      });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const instance: NextInstance = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    process: child,
    stop: () => stopProcess(child),
    output: () => output,
  };
  try {
    await waitForHealthy(`${instance.baseUrl}/api/health`, child);
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return instance;
}

// The build's standalone server (.next/standalone: next.config.ts `output`) copied to a temporary
// directory with public/ and .next/static beside server.js, as the Dockerfile copies them. A copy,
// not the folder itself: inside the checkout, Node would find a module the build's tracing missed
// in the checkout's node_modules (it looks up the parent directories), which the image does not
// have; and the build's folder stays as the build left it. remove() deletes the copy.
export function prepareStandaloneServer(root: string = ROOT): { dir: string; remove: () => void } {
  const built = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(built, 'server.js'))) {
    throw new Error(`No standalone server in ${built}: run \`npm run build\` (next.config.ts has output: 'standalone').`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-standalone-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    cpSync(built, dir, { recursive: true, verbatimSymlinks: true });
    cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
    cpSync(path.join(root, '.next', 'static'), path.join(dir, '.next', 'static'), { recursive: true });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

function requireProductionBuild(root: string) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error(`No production build found in ${root}: run \`npm run build\` first.`);
  }
}

// Runs a project script with tsx; returns what went wrong, or null.
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): string | null {
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', script, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  return result.status === 0 ? null : `${script} failed:\n${result.stdout}${result.stderr}`;
}

function createAdmin(admin: AdminAccount, env: NodeJS.ProcessEnv): string | null {
  return runScript('scripts/admin-create.ts', ['--email', admin.email, '--name', admin.name], { ...env, ADMIN_PASSWORD: admin.password });
}

async function waitForHealthy(url: string, server: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not become healthy at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}
