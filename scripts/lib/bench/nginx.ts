import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import { stopProcess } from '../stop-process';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const DEPLOY_SNIPPET = path.join(ROOT, 'deploy', 'consultancy-proxy.conf');
const READY_TIMEOUT_MS = 10_000;

export type Nginx = { pid: number; stop: () => Promise<void> };

// The main config around an http block's contents: everything nginx writes stays inside `dir`.
function mainConfig(dir: string, http: string): string {
  // As root, nginx hands requests to unprivileged workers (the caller makes `dir` readable to them).
  const user = process.getuid?.() === 0 ? 'user nobody nogroup;\n' : '';
  return `${user}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    sendfile on;
    # No tcp_nopush: with it, answers from the proxy cache stalled at some sizes (npm run bench;
    # the figures: docs/operations.md, Performance).
    tcp_nopush off;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    # The load generator keeps its connections for the whole run; by default nginx closes a
    # connection after 1,000 requests.
    keepalive_requests 100000;
${http}
}
`;
}

// The reference: one HTML file served as is.
export function staticConfig(port: number, root: string): string {
  return `    server {
        listen 127.0.0.1:${port};
        root ${root};
        location = / { try_files /index.html =404; default_type text/html; }
    }`;
}

// deploy/nginx.conf's proxy on loopback without TLS: the same server rules (deploy/consultancy-proxy.conf,
// included from the repository) and a copy of its upstream (deploy/consultancy-upstream.conf) and
// cache settings (keep them in step).
export function proxyConfig(port: number, appPorts: number[], cacheDir: string): string {
  const servers = appPorts.map((appPort) => `        server 127.0.0.1:${appPort} max_fails=3 fail_timeout=10s;`).join('\n');
  return `    upstream consultancy_app {
        least_conn;
${servers}
        keepalive 32;
        keepalive_timeout 4s;
    }
    proxy_cache_path ${cacheDir} levels=1:2 keys_zone=consultancy_cache:10m max_size=1g inactive=7d use_temp_path=off;
    server {
        listen 127.0.0.1:${port};
        include ${DEPLOY_SNIPPET};
    }`;
}

// Runs nginx in the foreground as our child with its config and state in `dir`.
export async function startNginx(dir: string, http: string, port: number): Promise<Nginx> {
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir, http));
  const child = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  // SIGTERM: fast shutdown of the master and its workers.
  const stop = async () => {
    await stopProcess(child);
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${stderr}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return { pid: child.pid!, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer on port ${port} within ${READY_TIMEOUT_MS / 1000} s:\n${stderr}`);
}
