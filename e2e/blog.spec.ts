import { expect, test } from './support/test';
import { sitemapText } from './support/sitemap';
import { blockingViolations } from './support/axe';

test('the blog lists every seeded post with the featured one first, and chips with counts', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Featured Post')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(10);
  const chips = page.getByRole('navigation', { name: 'Categories' });
  await expect(chips.locator('#all')).toContainText('All Posts');
  await expect(chips.locator('#all')).toContainText('10');
  await expect(chips.locator('#all')).toHaveAttribute('aria-current', 'true');
  await expect(chips.locator('#immigration')).toContainText('3');
});

test('search, category and sort live in the address, and back restores the previous filter', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('visa');
  await expect(page).toHaveURL(/\/blog\?q=visa$/);
  // The address changes before the filtered list is drawn: wait for the list, not the address.
  await expect.poll(() => page.getByRole('link', { name: /^Read More/ }).count()).toBeLessThan(10);
  await expect(page.getByRole('link', { name: /^Read More/ }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Categories' }).locator('#immigration').click();
  await expect(page).toHaveURL(/\/blog\?q=visa&category=immigration$/);
  await expect(page.locator('#immigration')).toHaveAttribute('aria-current', 'true');

  await page.getByLabel('Sort').selectOption('oldest');
  await expect(page).toHaveURL(/sort=oldest/);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?q=visa&category=immigration$/);
  await expect(page.getByLabel('Sort')).toHaveValue('latest');
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?q=visa$/);
  await expect(page.locator('#all')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('visa');
});

test('a search that matches nothing says so; regular-expression text is taken literally', async ({ page }) => {
  await page.goto(`/blog?q=${encodeURIComponent('(a+)+$')}`);
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or category filters.')).toBeVisible();
});

test('sorting oldest first features the oldest post', async ({ page }) => {
  await page.goto('/blog?sort=oldest');
  const featured = page.locator('article').filter({ hasText: 'Featured Post' });
  await expect(featured.getByRole('heading')).toHaveText('Health insurance when you move to Germany: public, private and travel cover');
});

test('Read More opens the post with its full text, tags, read time and related articles', async ({ page }) => {
  await page.goto('/blog?category=immigration');
  const featured = page.locator('article').filter({ hasText: 'Featured Post' });
  const headline = (await featured.getByRole('heading').textContent())!;
  await featured.getByRole('link', { name: /^Read More/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  await expect(page.locator('article header').getByText(/\d+ min read/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first()).toHaveText(/^#/);
  expect(await page.locator('article p').count()).toBeGreaterThan(5);
  const related = page.getByRole('region', { name: 'Related Articles' });
  await expect(related.getByRole('article')).toHaveCount(2);
});

test('after Read More, the card says the post is loading until it arrives', async ({ page }) => {
  await page.goto('/blog?category=immigration');
  const featured = page.locator('article').filter({ hasText: 'Featured Post' });
  const link = featured.getByRole('link', { name: /^Read More/ });
  const path = (await link.getAttribute('href'))!;
  const headline = (await featured.getByRole('heading').textContent())!;
  // Every request for the post's data (a prefetch too) waits until the loading text was seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().headers()['rsc']) await released;
      await route.continue().catch(() => undefined);
    },
  );
  await link.click();
  await expect(link).toContainText('Loading blog post...');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(page.getByText('Loading blog post...')).toHaveCount(0);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a post is served whole: its text, not a loading message, first request or cached', async ({ page }) => {
    await page.goto('/blog?category=immigration');
    const path = (await page.locator('article').filter({ hasText: 'Featured Post' }).getByRole('link', { name: /^Read More/ }).getAttribute('href'))!;
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.locator('article p').count()).toBeGreaterThan(5);
      await expect(page.getByText('Loading blog post...')).toHaveCount(0);
    }
  });
});

test('Like is counted on the server once per browser, and Bookmark survives a reload', async ({ page, request, baseURL }, testInfo) => {
  await page.goto('/blog');
  // The two projects run at once on one database: each likes its own post.
  const card = testInfo.project.name === 'desktop'
    ? page.locator('article').filter({ hasText: 'Featured Post' })
    : page.locator('article').filter({ hasNotText: 'Featured Post' }).first();
  // The page counts a view when it opens. On FerretDB an update rewrites the whole post, so a like
  // saved while a view is being counted can be overwritten (docs/developers.md, Database
  // compatibility; MongoDB's $inc is atomic): the like comes after this page's view, and the
  // counts are read from the button, which shows the action's answer.
  const viewCounted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/view'));
  await card.getByRole('link', { name: /^Read More/ }).click();
  await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
  await viewCounted;
  // The page's address is the post's slug; the API takes its id.
  const slug = page.url().split('/').pop()!;
  const listed = (await (await request.get(`${baseURL}/api/v1/posts/get`)).json()) as { _id: string; slug: string }[];
  const id = listed.find((post) => post.slug === slug)!._id;
  const before = (await (await request.get(`${baseURL}/api/v1/posts/getById/${id}`)).json()).likes as number;
  const likesNamed = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

  // The button goes through the page's Server Action, not a JSON request of its own.
  const jsonPosts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/like')) jsonPosts.push(sent.url());
  });
  await page.getByRole('button', { name: /^Like/ }).click();
  // The count is part of the button's name ("Liked 3 likes"), not an aria-label on a span.
  await expect(page.getByRole('button', { name: /^Liked/ })).toHaveAccessibleName(`Liked ${likesNamed(before + 1)}`);
  await expect(page.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true');
  expect((await (await request.get(`${baseURL}/api/v1/posts/getById/${id}`)).json()).likes).toBe(before + 1);
  await page.getByRole('button', { name: /^Liked/ }).click();
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveAccessibleName(`Like ${likesNamed(before)}`);
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false');
  expect((await (await request.get(`${baseURL}/api/v1/posts/getById/${id}`)).json()).likes).toBe(before);
  expect(jsonPosts).toEqual([]);

  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
});

test('a view is counted once for this browser: not resent on reload, and not recounted by the server', async ({ page }) => {
  const viewAnswers: { counted: boolean }[] = [];
  let viewsSent = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/view')) viewsSent += 1;
  });
  page.on('response', async (response) => {
    if (response.url().endsWith('/view')) viewAnswers.push(await response.json());
  });
  await page.goto('/blog?sort=oldest');
  await page.locator('article').filter({ hasText: 'Featured Post' }).getByRole('link', { name: /^Read More/ }).click();
  await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
  await expect.poll(() => viewAnswers.length).toBe(1);
  expect(viewAnswers[0]!.counted).toBe(true);

  // The view is reported from the article's effects on hydration. A bookmark, read from the
  // browser's storage in the same component tree, shows as pressed only once those effects ran:
  // the state to wait for before checking that nothing was sent.
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  expect(viewsSent).toBe(1);

  // Even a browser that forgets it reported the view is not counted twice on the same day.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('post-viewed:')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect.poll(() => viewAnswers.length).toBe(2);
  expect(viewAnswers[1]!.counted).toBe(false);
});

test('without native sharing, Share copies the link and says so', async ({ page, context, browserName }) => {
  test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium-specific');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/blog');
  await page.getByRole('link', { name: /^Read More/ }).first().click();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('a broken post image is replaced by the placeholder', async ({ page }) => {
  await page.route('**/_next/image?url=%2Fuploads%2F**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/blog');
  await expect(page.locator('img[src*="post-placeholder.svg"]').first()).toBeVisible();
});

test('an unknown post answers 404 with Blog Not Found', async ({ page }) => {
  for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id']) {
    const response = await page.goto(`/blog/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  }
});

test('the RSS feed is valid XML listing the seeded posts, linked from the blog head', async ({ page, request, baseURL }) => {
  await page.goto('/blog');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/);
  const response = await request.get(`${baseURL}/blog/rss.xml`);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  const items = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return -1;
    return doc.querySelectorAll('rss > channel > item').length;
  }, xml);
  expect(items).toBe(10);
});

test('the sitemap lists every post at its address', async ({ request, baseURL }) => {
  const posts = (await (await request.get(`${baseURL}/api/v1/posts/get`)).json()) as { slug: string }[];
  const sitemap = await sitemapText(request, baseURL);
  for (const post of posts) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
});

test('the blog list and a post page have no serious or critical accessibility violations', async ({ page }) => {
  for (const open of [
    () => page.goto('/blog'),
    async () => {
      await page.goto('/blog');
      await page.getByRole('link', { name: /^Read More/ }).first().click();
      await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    },
  ]) {
    await open();
    expect(await blockingViolations(page), page.url()).toEqual([]);
  }
});

test('the blog pages fit a phone screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/blog', '/blog?category=immigration']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
  }
  await page.getByRole('link', { name: /^Read More/ }).first().click();
  await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('/blog and each category page are prerendered; a search or another sort is rendered per request; ?category and ?page redirect', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a header check; once is enough');
  for (const path of ['/blog', '/blog?utm_source=newsletter', '/blog/category/visa']) {
    await request.get(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toContain('s-maxage=60');
    expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
  }
  for (const path of ['/blog?q=visa', '/blog?sort=oldest', '/blog?q=visa&page=1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
  // The list's pages have addresses of their own (issue 31; e2e/blog-pages.spec.ts pages them).
  for (const [path, location] of [['/blog?category=visa', '/blog/category/visa'], ['/blog?page=1', '/blog'], ['/blog?sort=latest', '/blog']] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([301, 308], path).toContain(response.status());
    expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe(location);
  }
  const all = await request.get('/blog/category/all', { maxRedirects: 0 });
  expect([301, 308]).toContain(all.status());
  expect(all.headers().location).toMatch(/\/blog$/);
  expect((await request.get('/blog/category/no-such-category')).status()).toBe(404);
});

test('a category has its own page: heading, title, canonical address and only its posts', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Categories' }).locator('#visa').click();
  await expect(page).toHaveURL(/\/blog\/category\/visa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('German visas');
  await expect(page).toHaveTitle(/^German Visas: Student Visa, Opportunity Card/);
  // The canonical address as the server sends it, which is what search engines read. (In the
  // browser, a click made before the list page has hydrated can leave that page's canonical in the
  // head beside the new one: React never claimed it. Crawlers do not click, so it is not checked there.)
  const served = await (await page.request.get('/blog/category/visa')).text();
  expect([...served.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => new URL(match[1]!).pathname)).toEqual(['/blog/category/visa']);
  await expect(page.locator('#visa')).toHaveAttribute('aria-current', 'true');
  const visaCount = Number((await page.locator('#visa span').textContent())!.trim());
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(visaCount);
  // A post's category badge leads to its category page.
  await page.getByRole('link', { name: /^Read More/ }).first().click();
  await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
  await page.locator('article header').getByRole('link', { name: 'Visa', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/category\/visa$/);
  // The sitemap lists the category pages that have posts.
  const sitemap = await sitemapText(page.request);
  expect(sitemap).toContain('/blog/category/visa</loc>');
});

test('typing on while the prerendered list turns into search results keeps focus and every letter', async ({ page }) => {
  await page.goto('/blog');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.click();
  await page.keyboard.type('vi');
  await expect(page).toHaveURL(/\/blog\?q=vi$/);
  await expect(search).toBeFocused();
  await page.keyboard.type('sa');
  await expect(page).toHaveURL(/\/blog\?q=visa$/);
  await expect(search).toHaveValue('visa');
  // Clearing the search goes back to the prerendered list, still in the box.
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(search).toBeFocused();
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(10);
});
