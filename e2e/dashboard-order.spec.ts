import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
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
  test(`${role}: the dashboard opens with the leads and follow-ups, the blog statistics after`, async ({ page }) => {
    await signIn(page, await createAccount(`dashboard-${role}`, role));
    await expect(page.getByRole('heading', { name: 'Follow-ups', exact: true })).toBeVisible();
    const blogFirst = await top(page, 'Total Blogs');
    for (const lead of ['New Enquiries', 'Enquiries this month', 'Follow-ups', 'Recent Contact Enquiries']) {
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
  await expect(page.getByRole('heading', { name: 'Follow-ups', exact: true })).toHaveCount(0);
  expect(await top(page, 'Total Blogs')).toBeLessThanOrEqual(await top(page, 'New Enquiries'));
});
