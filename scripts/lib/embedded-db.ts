import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import mongoose from 'mongoose';
import { EmbeddedDbError, ensureFerretDbBinary } from './ferretdb-binary';
import { stopProcess } from './stop-process';

export type EmbeddedDb = {
  uri: string;
  port: number;
  stop: () => Promise<void>;
  // SIGSTOP and SIGCONT: the server stops answering but keeps its sockets open (a hung server or
  // a network partition, as opposed to a stopped one), for the outage tests.
  freeze: () => void;
  thaw: () => void;
};

const READY_TIMEOUT_MS = 20_000;
const running = new Set<ChildProcess>();

// Last resort against orphans: whatever exits, its FerretDB children go with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Starts FerretDB (SQLite backend) on loopback with its data in dataDir and waits until it answers a ping.
export async function startEmbeddedDb(options: { dataDir: string; dbName: string; port?: number }): Promise<EmbeddedDb> {
  const binary = ensureFerretDbBinary();
  mkdirSync(options.dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const child = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${options.dataDir}/`,
      `--listen-addr=127.0.0.1:${port}`,
      `--state-dir=${options.dataDir}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.once('exit', () => running.delete(child));

  const stop = async () => {
    // A frozen process would hold SIGTERM until it is continued.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGCONT');
    await stopProcess(child);
  };
  const freeze = () => void child.kill('SIGSTOP');
  const thaw = () => void child.kill('SIGCONT');

  const uri = `mongodb://127.0.0.1:${port}/${options.dbName}`;
  try {
    await waitForPing(uri, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    const detail = stderr.trim() ? `\n${stderr.trim()}` : '';
    throw new EmbeddedDbError(`The embedded database did not start: ${(error as Error).message}${detail}`);
  }
  return { uri, port, stop, freeze, thaw };
}

export async function pingUri(uri: string, timeoutMs = 1000): Promise<boolean> {
  const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: timeoutMs });
  try {
    await connection.asPromise();
    await connection.db!.admin().command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await connection.close().catch(() => undefined);
  }
}

async function waitForPing(uri: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('FerretDB exited during start-up');
    if (await pingUri(uri, 500)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer to ping within ${READY_TIMEOUT_MS / 1000} s`);
}
