import type { Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts';
import { expect, test } from './support/test';

// Pages served from the page cache (prerendered at build time, or rendered once and refreshed like
// blog posts) carry the hashes of their inline scripts; pages rendered per request carry a fresh
// nonce. Either way: no 'unsafe-inline', no 'unsafe-eval', one policy.
const PRERENDERED = ['/', '/about', '/services', '/services/opportunity-card', '/services/it-consulting', '/services/opportunity-card/check', '/services/opportunity-card/check/qualification=foreign-degree&step=2', '/contact', '/checklists', '/checklists/opportunity-card', '/book', '/privacy-policy', '/terms-of-service', '/data-protection', '/impressum', '/register', '/no-such-page'];
const PER_REQUEST = ['/blog?q=visa', '/blog?category=visa&sort=oldest', '/login', '/book/cancel?token=not-a-valid-link-token'];
const ADMIN = ['/admin/dashboard', '/admin/blogs', '/admin/blogs/create', '/admin/enquiries', '/admin/test'];

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

function expectStrictPolicy(policy: string | undefined, path: string) {
  expect(policy, path).toBeTruthy();
  expect(policy, `${path}: one policy only`).not.toContain('\n');
  const sources = scriptSources(policy!);
  expect(sources, path).toContain("'self'");
  expect(sources, path).not.toContain("'unsafe-inline'");
  expect(sources, path).not.toContain("'unsafe-eval'");
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).toContain("object-src 'none'");
  expect(policy, path).toContain("base-uri 'self'");
  return sources;
}

async function firstPostPath(page: Page) {
  const posts = (await (await page.request.get('/api/v1/posts/get')).json()) as { slug: string }[];
  return `/blog/${posts[0]!.slug}`;
}

test.describe('script Content-Security-Policy', () => {
  test('cached pages allow their inline scripts by hash, per-request pages by a fresh nonce', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a header check; once is enough');
    // A post twice: the response that rendered it and one from the cache.
    const post = await firstPostPath(page);
    // The blog list and a category page are rendered on first request too, then served from the cache.
    for (const path of [...PRERENDERED, post, post, '/blog', '/blog', '/blog/category/visa', '/blog/category/visa']) {
      const response = await request.get(path);
      const sources = expectStrictPolicy(response.headers()['content-security-policy'], path);
      const hashes = sources.filter((source) => source.startsWith("'sha256-"));
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(sources.some((source) => source.startsWith("'nonce-")), path).toBe(false);
      // Every inline script of the page is listed: count them in the HTML.
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>/g)].length;
      expect(inline, path).toBeGreaterThan(0);
      expect(hashes.length, `${path}: one hash per distinct inline script`).toBeLessThanOrEqual(inline);
      // Sent in pure ASCII (platform/page-cache/ascii-text.mjs), the response that rendered a post included.
      expect((await response.body()).every((byte) => byte < 0x80), `${path}: ASCII`).toBe(true);
    }
    for (const path of PER_REQUEST) {
      const nonces = [];
      for (let i = 0; i < 2; i += 1) {
        const response = await request.get(path);
        expect(response.headers()['cache-control'], path).toContain('no-store');
        const nonce = expectStrictPolicy(response.headers()['content-security-policy'], path).find((source) => source.startsWith("'nonce-"));
        expect(nonce, path).toBeTruthy();
        expect(await response.text(), `${path}: the page's scripts carry the nonce`).toContain(`nonce="${nonce!.slice(7, -1)}"`);
        nonces.push(nonce);
      }
      expect(nonces[0], `${path}: a new nonce per response`).not.toBe(nonces[1]);
    }
  });

  test('every page runs its own scripts without a violation, and a script injected into it is refused', async ({ page }) => {
    test.setTimeout(90_000);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    const visit = async (path: string) => {
      const response = await page.goto(path);
      expectStrictPolicy(response?.headers()['content-security-policy'], path);
      // The Next.js runtime started, so the page's own scripts (external and inline) ran.
      await expect.poll(() => page.evaluate(() => Boolean((window as { next?: { version?: string } }).next?.version)), { message: path }).toBe(true);
      // What an injection would add: an inline script and an inline event handler.
      const injected = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = "script";';
        document.body.append(script);
        const box = document.createElement('div');
        box.innerHTML = '<img src="data:," onload="window.__injected = \'handler\'" alt="">';
        document.body.append(box);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as { __injected?: string }).__injected ?? null;
      });
      expect(injected, `${path}: injected script must not run`).toBeNull();
    };

    for (const path of [...PRERENDERED, ...PER_REQUEST, await firstPostPath(page)]) await visit(path);
    await signIn(page, seededAdmin());
    for (const path of ADMIN) await visit(path);

    // The injections above are the only violations: two per page, nothing of the pages' own.
    const pages = PRERENDERED.length + PER_REQUEST.length + 1 + ADMIN.length;
    expect(violations.filter((text) => !/inline (script|event handler)/i.test(text))).toEqual([]);
    expect(violations.length).toBe(2 * pages);
  });

  test('admin and sign-in pages are never stored by a cache', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a header check; once is enough');
    expect((await request.get('/login')).headers()['cache-control']).toContain('no-store');
    await signIn(page, seededAdmin());
    for (const path of ADMIN) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toContain('no-store');
    }
  });
});
