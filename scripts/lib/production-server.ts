import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedDb } from './embedded-db';
import { ROOT } from './paths';

const READY_TIMEOUT_MS = 60_000;

export type ProductionServer = { baseUrl: string; mongoUri: string; stop: () => Promise<void> };

// The production build under `next start` on a freshly seeded temporary database, on loopback.
// Used by the end-to-end tests and the Lighthouse script.
export async function startProductionServer(extraEnv: Record<string, string> = {}): Promise<ProductionServer> {
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
    NEXT_TELEMETRY_DISABLED: '1',
    ...extraEnv,
  };

  const seed = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/seed.ts'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) {
    await db.stop();
    rmSync(workDir, { recursive: true, force: true });
    throw new Error(`Seeding the database failed:\n${seed.stdout}${seed.stderr}`);
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
  return { baseUrl, mongoUri: db.uri, stop };
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
