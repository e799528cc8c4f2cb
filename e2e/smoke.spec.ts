import { expect, test } from './support/test';
import { sitemapText } from './support/sitemap';

test('the home page loads with its title and the contact details in the info bar', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Spree Bridge Consulting/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'hello@example.com' }).first()).toHaveAttribute('href', 'mailto:hello@example.com');
  await expect(page.getByRole('link', { name: '+49 30 0000 0000' }).first()).toHaveAttribute('href', 'tel:+493000000000');
  // The page is sent as ASCII with character references; the browser shows the characters.
  await expect(page.getByText('Musterstraße 1, 10115 Berlin, Germany').first()).toBeAttached();
});

test('an unknown page shows a friendly 404 inside the public layout', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the health endpoint reports the seeded database as up', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/api/v1/health`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true, database: 'up' });
  const live = await request.get(`${baseURL}/api/health`);
  expect(live.status()).toBe(200);
  expect(await live.json()).toMatchObject({ success: true, status: 'ok' });
  const ready = await request.get(`${baseURL}/api/ready`);
  expect(await ready.json()).toEqual({ success: true, database: 'up' });
  expect(ready.headers()['cache-control']).toBe('no-store');
});

test('robots.txt keeps crawlers out of the back office and names the sitemap, which lists the public pages', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get(`${baseURL}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /login');
  expect(robots).toContain('Disallow: /api');
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await sitemapText(request, baseURL);
  for (const path of ['/about', '/services', '/blog', '/contact', '/checklists', '/checklists/opportunity-card', '/privacy-policy', '/terms-of-service', '/data-protection', '/impressum']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  // An index of files (app/sitemap.xml, app/sitemaps/[file]), each XML; no file past the last.
  const index = await request.get(`${baseURL}/sitemap.xml`);
  expect(index.headers()['content-type']).toContain('application/xml');
  expect(await index.text()).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(sitemap).toContain('/blog/the-germany-opportunity-card-explained-how-the-points-system-works</loc>');
  for (const missing of ['/sitemaps/posts-en-999.xml', '/sitemaps/posts-xx-1.xml', '/sitemaps/other.xml']) {
    expect((await request.get(`${baseURL}${missing}`)).status(), missing).toBe(404);
  }
});

test('every response carries the security headers and no X-Powered-By', async ({ request, baseURL }) => {
  for (const path of ['/', '/blog', '/login', '/api/v1/posts/get', '/admin/dashboard']) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    // A redirect has no body to protect; every page and JSON answer has a policy (csp.spec.ts).
    if (response.status() < 300) expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=()');
    expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('uploaded images are served with a sandboxing CSP', async ({ request, baseURL }) => {
  const posts = (await (await request.get(`${baseURL}/api/v1/posts/get`)).json()) as { image: string }[];
  for (const prefix of ['/uploads/', '/api/v1/uploads/']) {
    const response = await request.get(`${baseURL}${prefix}${posts[0]!.image}`);
    expect(response.status(), prefix).toBe(200);
    expect(response.headers()['content-security-policy'], prefix).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers()['x-content-type-options'], prefix).toBe('nosniff');
  }
});

test('the illustrations a page shows are cached for a day, not asked for again on every view', async ({ page }) => {
  await page.goto('/about');
  const src = await page.locator('main img[src^="/images/"]').first().getAttribute('src');
  expect(src).toMatch(/^\/images\/.+\.webp$/);
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
});
