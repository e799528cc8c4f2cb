import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CACHE_BIN_DIR } from './paths';

export const FERRETDB_VERSION = 'v1.24.2';
const MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_BINARY = path.join(CACHE_BIN_DIR, 'ferretdb');

export class EmbeddedDbError extends Error {}

const NO_GO_MESSAGE =
  'The embedded database needs Go 1.24+ to build FerretDB once, and `go` was not found. ' +
  'Either set MONGODB_URI to a MongoDB server (e.g. mongodb://127.0.0.1:27017/consultancy), ' +
  'or install Go 1.24+ (https://go.dev/doc/install) and run the command again.';

function installedVersion(): string | null {
  if (!existsSync(FERRETDB_BINARY)) return null;
  const result = spawnSync(FERRETDB_BINARY, ['--version'], { encoding: 'utf8' });
  return /version: (v\S+)/.exec(result.stdout ?? '')?.[1] ?? null;
}

function goVersion(): [number, number] | null {
  const result = spawnSync('go', ['env', 'GOVERSION'], { encoding: 'utf8' });
  const match = /go(\d+)\.(\d+)/.exec(result.stdout ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

// Returns the path of the FerretDB binary, building it into .cache/bin on the first run.
export function ensureFerretDbBinary(log: (line: string) => void = console.log): string {
  if (installedVersion() === FERRETDB_VERSION) return FERRETDB_BINARY;
  const go = goVersion();
  if (!go) throw new EmbeddedDbError(NO_GO_MESSAGE);
  if (go[0] < 1 || (go[0] === 1 && go[1] < 24)) {
    throw new EmbeddedDbError(`Go ${go.join('.')} is too old. ${NO_GO_MESSAGE}`);
  }
  log(`building the embedded database (FerretDB ${FERRETDB_VERSION}), first run only...`);
  buildFromModuleSource();
  if (installedVersion() !== FERRETDB_VERSION) throw new EmbeddedDbError('FerretDB build finished but the binary does not run');
  return FERRETDB_BINARY;
}

// `go install …@v1.24.2` is not used: FerretDB panics at start-up without the generated
// build/version/version.txt, which module downloads lack. So: download the pinned module through
// the Go module proxy, add that file to a copy, and build the copy (pure Go, CGO off).
function buildFromModuleSource(): void {
  const info = JSON.parse(
    execFileSync('go', ['mod', 'download', '-json', `${MODULE}@${FERRETDB_VERSION}`], { encoding: 'utf8' }),
  ) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new EmbeddedDbError(`Could not download FerretDB: ${info.Error ?? 'unknown error'}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'ferretdb-src-'));
  try {
    cpSync(info.Dir, work, { recursive: true });
    // The module cache is read-only; the copy must be writable (and removable afterwards).
    execFileSync('chmod', ['-R', 'u+w', work]);
    writeFileSync(path.join(work, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    mkdirSync(CACHE_BIN_DIR, { recursive: true });
    const partial = `${FERRETDB_BINARY}.${process.pid}.partial`;
    execFileSync('go', ['build', '-trimpath', '-o', partial, './cmd/ferretdb'], {
      cwd: work,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=readonly' },
    });
    // Atomic, so a parallel build or a half-written file never leaves a broken binary.
    renameSync(partial, FERRETDB_BINARY);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
