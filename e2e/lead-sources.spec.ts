import { randomUUID } from 'node:crypto';
import { seededAdmin, signIn } from './support/accounts';
import { findDocuments, insertDocuments } from './support/db';
import { sendLeadThroughTheApp } from './support/lead-figures';
import { openedWindows, recordOpenedWindows } from './support/opened-windows';
import { expect, test } from './support/test';
import { berlinDay } from '../lib/time/berlin';
import { formatDay } from '../lib/time/format';
import { blockingViolations } from './support/axe';

// Where leads come from, in the browser against the production build: a click on a WhatsApp
// button of a public page is counted (and the chat opens even when the count cannot be sent), and
// the dashboard's panel shows the seeded leads and the count with a period switch in the address,
// accessible on a phone and on a desktop.

test('a click on the WhatsApp button of a cached public page is counted, with only the day, page and service', async ({ page }) => {
  await recordOpenedWindows(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // /about is prerendered: its policy lists its scripts by hash, and connect-src 'self' must let
  // the count through.
  await page.goto('/about');
  const before = (await findDocuments('whatsappclicks', { page: '/about' })).length;
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/v1/whatsapp-clicks') && response.request().method() === 'POST');
  await page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }).click();
  expect((await counted).status()).toBe(201);
  expect(await openedWindows(page)).toEqual([expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/)]);
  await expect.poll(async () => (await findDocuments('whatsappclicks', { page: '/about' })).length).toBeGreaterThan(before);
  for (const stored of await findDocuments('whatsappclicks', { page: '/about' })) {
    expect(Object.keys(stored).sort()).toEqual(['_id', 'day', 'page', 'service']);
    expect(stored.service).toBeNull();
  }
  expect(violations).toEqual([]);
});

test('Continue on WhatsApp counts the service, and the chat opens even when the count fails', async ({ page }) => {
  await recordOpenedWindows(page);
  await page.goto('/services');
  const title = 'Student Visa Advisory';
  const before = (await findDocuments('whatsappclicks', { page: '/services', service: title })).length;
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/v1/whatsapp-clicks'));
  await page.getByRole('button', { name: `Enquire Now about ${title}`, exact: true }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Continue on WhatsApp' }).click();
  expect((await counted).status()).toBe(201);
  await expect.poll(async () => (await findDocuments('whatsappclicks', { page: '/services', service: title })).length).toBe(before + 1);

  // The count cannot be sent: the chat opens all the same.
  await page.route('**/api/v1/whatsapp-clicks', (route) => route.abort('failed'));
  await page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }).click();
  await expect.poll(() => openedWindows(page)).toHaveLength(2);
});

test('the dashboard shows where leads come from, with a period switch in the address, on a desktop and at 390 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run covers both widths (the viewport is changed below)');
  const tag = `e2e-${Date.now()}`;
  const [post] = (await (await page.request.get('/api/v1/posts/get?limit=1')).json()) as { slug: string; headline: string }[];
  const now = Date.now();
  const lead = (name: string, daysAgo: number, attribution: Record<string, string>, serviceName?: string) => ({
    fullName: name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    message: 'Where did I come from?',
    status: 'new',
    isRead: false,
    source: serviceName ? 'service' : 'contact',
    ...(serviceName ? { serviceName } : {}),
    clientId: randomUUID(),
    mailQueued: true,
    submittedAt: new Date(now - daysAgo * 24 * 60 * 60_000),
    updatedAt: new Date(now),
    attribution,
  });
  await insertDocuments('enquiries', [
    lead(`${tag} Campaign`, 0, { utmSource: tag, landingPage: `/blog/${post!.slug}`, pagePath: '/contact' }, 'Visa Advisory Services'),
    // 20 days ago: in the 30 days, not in the 7.
    lead(`${tag} Older`, 20, { utmSource: tag, landingPage: '/services', pagePath: '/services' }),
  ]);
  await sendLeadThroughTheApp(page, tag);

  await page.goto('/admin/dashboard');
  await signIn(page, seededAdmin());
  const panel = page.getByRole('region', { name: 'Where leads come from' });
  await expect(panel).toBeVisible();
  const periods = panel.getByRole('navigation', { name: 'Period' });
  await expect(periods.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
  const sources = panel.getByRole('table', { name: 'By source' });
  // A row: the source (a row header) and its count (the one cell).
  const campaignCount = sources.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${tag}`) }) }).getByRole('cell');
  await expect(campaignCount).toHaveText('2');

  await periods.getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard' && url.searchParams.get('period') === '7d');
  await expect(periods.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
  await expect(campaignCount).toHaveText('1');
  const posts = panel.getByRole('table', { name: 'Blog posts that led to leads' });
  await expect(posts.getByRole('link', { name: post!.headline })).toHaveAttribute('href', `/blog/${post!.slug}`);

  // The WhatsApp count of the period agrees with the database (other tests click too: reload
  // until both are read at the same moment).
  const chats = panel.getByRole('table', { name: 'WhatsApp chats started' });
  await recordOpenedWindows(page);
  await page.goto('/about');
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/v1/whatsapp-clicks'));
  await page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }).click();
  expect((await counted).status()).toBe(201);
  await expect(async () => {
    await page.goto('/admin/dashboard?period=7d');
    const stored = await findDocuments('whatsappclicks', { page: '/about', service: null });
    const row = chats.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^\/about/ }) }).filter({ hasText: 'no service chosen' });
    await expect(row.getByRole('cell')).toHaveText(stored.length.toLocaleString('en-GB'), { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/dashboard?period=90d');
  await expect(periods.getByRole('link', { name: '90 days' })).toHaveAttribute('aria-current', 'page');
  await expect(sources).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

// The Opportunity Card check's funnel: steps the check reports (POST /api/v1/opportunity-check/events)
// and an enquiry sent from it (counted by the server; inserted here as it stores it) show as today's
// row of the panel, agreeing with the database (other tests do the check too: reload until both are
// read at the same moment).
test('the dashboard shows the points check’s funnel per day after its steps are reported', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one administrator reading the counts');
  const today = berlinDay(new Date());
  // Inserted first: the steps reported after it expire the dashboard's cached funnel, which an insert
  // straight into the database does not.
  await insertDocuments('opportunitycheckevents', [{ _id: randomUUID(), day: new Date(`${today}T00:00:00.000Z`), event: 'enquiry' }]);
  for (const event of ['started', 'started', 'result']) {
    const answer = await page.request.post('/api/v1/opportunity-check/events', { data: { event } });
    expect(answer.status()).toBe(201);
  }
  expect((await page.request.post('/api/v1/opportunity-check/events', { data: { event: 'enquiry' } })).status()).toBe(400);

  await page.goto('/admin/dashboard?period=7d');
  await signIn(page, seededAdmin());
  const funnel = page.getByRole('region', { name: 'Where leads come from' }).getByRole('table', { name: 'Opportunity Card points check' });
  await expect(funnel.getByRole('columnheader')).toHaveText(['Day', 'Checks started', 'Results shown', 'Enquiries sent']);
  await expect(async () => {
    await page.goto('/admin/dashboard?period=7d');
    const stored = await findDocuments('opportunitycheckevents', { day: new Date(`${today}T00:00:00.000Z`) });
    const count = (event: string) => stored.filter((doc) => doc.event === event).length.toLocaleString('en-GB');
    expect(stored.filter((doc) => doc.event === 'started').length).toBeGreaterThanOrEqual(2);
    const row = funnel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: formatDay(today, 'medium'), exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([count('started'), count('result'), count('enquiry')], { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/of started checks reached a result$/)).toBeVisible();
  await expect(page.getByText(/of results led to an enquiry$/)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(funnel).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
