import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedDb } from './embedded-db';
import { ROOT } from './paths';

const READY_TIMEOUT_MS = 60_000;

export type ProductionServer = { baseUrl: string; mongoUri: string; mailDir: string; stop: () => Promise<void> };
export type AdminAccount = { email: string; name: string; password: string };

// The production build under `next start` on a freshly seeded temporary database, on loopback.
// Used by the end-to-end tests and the Lighthouse script.
// With `admin`, that account is created too (npm run admin:create), for tests that sign in.
export async function startProductionServer(
  extraEnv: Record<string, string> = {},
  admin?: AdminAccount,
): Promise<ProductionServer> {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` first.');
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-server-'));
  const db = await startEmbeddedDb({ dataDir: path.join(workDir, 'db'), dbName: 'site' });
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    MONGODB_URI: db.uri,
    UPLOAD_DIR: path.join(workDir, 'uploads'),
    // No SMTP_URL here: mail is written as .eml files in the run's own directory.
    MAIL_DIR: path.join(workDir, 'mail'),
    NEXT_TELEMETRY_DISABLED: '1',
    // Production refuses to start without a signing key; a fresh one per run.
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...extraEnv,
  };

  const failure = runScript('scripts/seed.ts', [], env) ?? (admin ? createAdmin(admin, env) : null);
  if (failure) {
    await db.stop();
    rmSync(workDir, { recursive: true, force: true });
    throw new Error(failure);
  }

  const port = await freePort();
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(server);
    await db.stop();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealthy(`${baseUrl}/api/v1/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, mongoUri: db.uri, mailDir: env.MAIL_DIR, stop };
}

// Runs a project script with tsx; returns what went wrong, or null.
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): string | null {
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
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not become healthy at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
