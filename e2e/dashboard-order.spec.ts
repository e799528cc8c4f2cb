import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { deleteDocuments, insertDocuments } from './support/db';
import { expect, test } from './support/test';

// The dashboard of a role with lead access starts with the leads: the lead figures, the follow-ups
// and the newest enquiries come before the blog's figures and charts, on screen (at desktop size
// and on a phone, where the sections stack) and in reading order. A role without lead access keeps
// the blog first.

async function top(page: Page, name: string): Promise<number> {
  const box = await page.getByRole('heading', { name, exact: true }).first().boundingBox();
  if (!box) throw new Error(`${name} is not on the page`);
  return box.y;
}

// Whether `first` comes before `second` in the document, as a screen reader reads it.
function readsBefore(page: Page, first: string, second: string): Promise<boolean> {
  return page.evaluate(([a, b]) => {
    const heading = (text: string) => Array.from(document.querySelectorAll('h2, h3')).find((element) => element.textContent?.trim() === text);
    const [x, y] = [heading(a!), heading(b!)];
    return Boolean(x && y && x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, [first, second]);
}

for (const role of ['adviser', 'admin'] as const) {
  test(`${role}: the dashboard opens with the leads and tasks due, the blog statistics after`, async ({ page }) => {
    await signIn(page, await createAccount(`dashboard-${role}`, role));
    await expect(page.getByRole('heading', { name: 'Tasks due', exact: true })).toBeVisible();
    const blogFirst = await top(page, 'Total Blogs');
    for (const lead of ['New Enquiries', 'Enquiries this month', 'Tasks due', 'Recent Contact Enquiries']) {
      expect(await top(page, lead), `${lead} above the blog's figures`).toBeLessThan(blogFirst);
      expect(await readsBefore(page, lead, 'Total Blogs'), `${lead} read before the blog's figures`).toBe(true);
    }
    expect(await top(page, 'Recent Contact Enquiries')).toBeLessThan(await top(page, 'Monthly Posts Created'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('editor: without lead access the dashboard starts with the blog statistics', async ({ page }) => {
  await signIn(page, await createAccount('dashboard-editor', 'editor'));
  await expect(page.getByRole('heading', { name: 'Total Blogs', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tasks due', exact: true })).toHaveCount(0);
  expect(await top(page, 'Total Blogs')).toBeLessThanOrEqual(await top(page, 'New Enquiries'));
});

// The newsletter's figures (issue 30) for an editor, on a phone: a subscriber who confirmed and left
// again makes the section show (it stays one line while nobody has subscribed and the newsletter is
// off). Unsubscribed, so no issue another test sends counts it.
test('editor: the newsletter section shows the subscribers by status and over time, at 390 px, axe clean', async ({ page }, testInfo) => {
  // Up to the figures' lifetime of waiting below.
  test.setTimeout(90_000);
  const email = `e2e-dashboard-newsletter-${testInfo.project.name}-${Date.now()}@example.com`;
  const now = Date.now();
  await insertDocuments('newslettersubscribers', [
    {
      email,
      locale: 'en',
      status: 'unsubscribed',
      consent: { text: 'Yes, send me the newsletter.', version: '2026-11-26', privacyPolicyVersion: null },
      subscribedAt: new Date(now - 3_600_000),
      subscribedIp: '',
      subscribedPage: '/blog/a-post-about-studying-in-germany-with-a-rather-long-address',
      userAgent: '',
      confirmedAt: new Date(now - 3_000_000),
      confirmationIp: null,
      unsubscribedAt: new Date(now - 60_000),
      unsubscribedHow: 'link',
      confirmTokenHash: `e2e-confirm-${email}`,
      confirmTokenExpiresAt: new Date(now),
      unsubscribeTokenHash: `e2e-unsubscribe-${email}`,
    },
  ]);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await createAccount('dashboard-newsletter', 'editor'));
    const section = page.getByRole('region', { name: 'Newsletter', exact: true });
    // The newsletter's figures are cached for up to FIGURES_REVALIDATE_SECONDS (30 s) with no expiry
    // on a write, and this one goes straight into the database: reload until the lifetime is over.
    await expect(async () => {
      await page.reload();
      await expect(section.getByRole('heading', { name: 'Confirmed subscribers', exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 45_000 });
    await expect(section.getByText('Unsubscribed', { exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Where people subscribed' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Newsletter settings' })).toHaveAttribute('href', '/admin/newsletter');
    // The chart's figures as a table, for screen readers and anyone who prefers numbers.
    await section.getByText('Show data').click();
    await expect(section.getByRole('table', { name: 'Confirmed subscribers' }).getByRole('row')).toHaveCount(13);
    expect(await blockingViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } finally {
    await deleteDocuments('newslettersubscribers', { email });
  }
});
