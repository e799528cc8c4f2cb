import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedDb } from '../../scripts/lib/embedded-db';
import { ROOT } from '../../scripts/lib/paths';

const READY_TIMEOUT_MS = 60_000;

// Production build + `next start` on a seeded temporary database; tests read E2E_BASE_URL.
export default async function globalSetup() {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` before the end-to-end tests.');
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-e2e-'));
  const db = await startEmbeddedDb({ dataDir: path.join(workDir, 'db'), dbName: 'e2e' });
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    MONGODB_URI: db.uri,
    UPLOAD_DIR: path.join(workDir, 'uploads'),
    NEXT_TELEMETRY_DISABLED: '1',
    // Every browser test posts from 127.0.0.1; the 5-a-minute limit is covered by the vitest suite.
    LEAD_RATE_LIMIT_PER_MINUTE: '1000',
  };

  const seed = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/seed.ts'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) {
    await db.stop();
    throw new Error(`Seeding the e2e database failed:\n${seed.stdout}${seed.stderr}`);
  }

  const port = await freePort();
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const teardown = async () => {
    await stopProcess(server);
    await db.stop();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealthy(`${baseUrl}/api/v1/health`, server);
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MONGODB_URI = db.uri;
  return teardown;
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
