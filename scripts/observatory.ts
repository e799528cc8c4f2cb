// npm run observatory: the MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory, installed
// on first use into .cache/tools) against the production build on a seeded temporary database,
// behind a local nginx that does what the production proxy does (deploy/): TLS with a throwaway
// certificate the scanner is told to trust, and a redirect from HTTP to HTTPS. Scans /, /blog, a
// post, /services, /login and /admin/dashboard (signed in); prints each score and grade, writes
// bench/observatory.md, and fails below 100 (A+). Run `npm run build` first; needs Debian's nginx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/embedded-db';
import { ROOT } from './lib/paths';
import { startProductionServer } from './lib/production-server';

const SCANNER_VERSION = '1.4.8';
const TOOL_DIR = path.join(ROOT, '.cache', 'tools', `mdn-http-observatory-${SCANNER_VERSION}`);
const PACKAGE_DIR = path.join(TOOL_DIR, 'node_modules', '@mdn', 'mdn-http-observatory');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const TARGET = 100;

type Scan = { path: string; status: number; score: number; grade: string; tests: { test: string; result: string | null; modifier: number }[] };

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

function installScanner() {
  const preloadList = path.join(PACKAGE_DIR, 'conf', 'hsts-preload.json');
  if (existsSync(preloadList)) return;
  console.log(`installing @mdn/mdn-http-observatory@${SCANNER_VERSION} into ${path.relative(ROOT, TOOL_DIR)}`);
  mkdirSync(TOOL_DIR, { recursive: true });
  writeFileSync(path.join(TOOL_DIR, 'package.json'), '{ "private": true }\n');
  // --ignore-scripts: the install scripts download Mozilla's intermediate certificates and the
  // HSTS preload list from the internet; both matter only for scanning public sites.
  // Its own install script downloads the HSTS preload list, which only names public hostnames:
  // an empty list is the truth for localhost.
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `@mdn/mdn-http-observatory@${SCANNER_VERSION}`], { cwd: TOOL_DIR });
  writeFileSync(preloadList, '{}\n');
}

function nginxConfig(dir: string, ports: { http: number; https: number; app: number }) {
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${ports.http};
    return 301 https://$host:${ports.https}$request_uri;
  }
  server {
    listen 127.0.0.1:${ports.https} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${ports.app};
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

if (!existsSync(NGINX)) {
  console.error(`nginx not found at ${NGINX}: apt-get install nginx (or set NGINX_PATH).`);
  process.exit(1);
}
installScanner();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'observatory-'));
run('openssl', [
  'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost',
  '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  '-keyout', path.join(workDir, 'key.pem'), '-out', path.join(workDir, 'cert.pem'),
]);

const admin = { email: 'observatory@example.com', name: 'Observatory Scan', password: `scan-${Date.now()}-password` };
const server = await startProductionServer({}, admin);
const ports = { http: await freePort(), https: await freePort(), app: Number(new URL(server.baseUrl).port) };
writeFileSync(path.join(workDir, 'nginx.conf'), nginxConfig(workDir, ports));
const nginx = spawn(NGINX, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf')], { stdio: 'inherit' });

const scans: Scan[] = [];
try {
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
  const login = await fetch(`${server.baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`signing in failed: ${login.status}`);
  const posts = (await (await fetch(`${server.baseUrl}/api/v1/posts/get`)).json()) as { slug: string }[];

  const pages: [string, string?][] = [['/'], ['/services'], ['/blog'], [`/blog/${posts[0]!.slug}`], ['/login'], ['/admin/dashboard', cookie]];
  for (const [pagePath, pageCookie] of pages) {
    const output = run(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['scripts/lib/observatory-scan.ts', PACKAGE_DIR, 'localhost', String(ports.http), String(ports.https), pagePath, ...(pageCookie ? [pageCookie] : [])],
      { cwd: ROOT, env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(workDir, 'cert.pem') } },
    );
    scans.push(JSON.parse(output.trim().split('\n').at(-1)!) as Scan);
  }
} finally {
  nginx.kill('SIGTERM');
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const lines = [
  '| page | HTTP status | score | grade | CSP verdict | bonus (+) and penalties (−) |',
  '|---|---|---|---|---|---|',
  ...scans.map((scan) => {
    const notable = scan.tests.filter((test) => test.modifier !== 0).map((test) => `${test.result} (${test.modifier > 0 ? '+' : ''}${test.modifier})`);
    const path = scan.path.replace(/[0-9a-f]{24}$/, '{id}');
    const csp = scan.tests.find((test) => test.test === 'content-security-policy')?.result ?? '?';
    return `| ${path} | ${scan.status} | ${scan.score} | ${scan.grade} | ${csp} | ${notable.join(', ') || '—'} |`;
  }),
];
console.log(lines.join('\n'));
const report = [
  '# MDN HTTP Observatory',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run observatory\` (@mdn/mdn-http-observatory ${SCANNER_VERSION}, `,
  'production build behind a local TLS-terminating nginx that redirects HTTP to HTTPS, as in deploy/). Target: 100 (A+) on every page.',
  '',
  ...lines,
  '',
].join('\n');
mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench', 'observatory.md'), report);
const failing = scans.filter((scan) => scan.score < TARGET);
if (failing.length) {
  console.error(`below ${TARGET}: ${failing.map((scan) => `${scan.path} (${scan.score})`).join(', ')}`);
  process.exit(1);
}
