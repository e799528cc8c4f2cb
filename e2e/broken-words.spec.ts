import type { Locator, Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { insertDocuments } from './support/db';
import { expect, test } from './support/test';

// At 390 px and 360 px, words stay whole: the audit log's entries and a post's table headers wrap
// between words (and after hyphens), never inside a word that would fit on a line of its own. A word counts as broken
// when its text lies on more than one line although its width fits the element it is in.

const WIDTHS = [390, 360];

// The words of the element's text that are split over lines although they would fit whole.
function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const box = node.parentElement!.getBoundingClientRect();
      // A hyphen is a place to wrap like a space (an e-mail address such as e2e-audit-words-…).
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.top)));
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (lines.size > 1 && width <= box.width) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function atWidths(page: Page, path: string, check: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${width} px`).toBe(true);
  }
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'phone widths');
});

test('the audit log breaks no word in the middle at 390 and 360 px', async ({ page }) => {
  const admin = await createAccount('audit-words', 'admin');
  await signIn(page, admin);
  await atWidths(page, '/admin/audit', async () => {
    const entries = page.getByRole('list').filter({ has: page.locator('time') }).getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    for (const entry of await entries.all()) expect(await brokenWords(entry)).toEqual([]);
  });
});

test("a post's table headers break no word in the middle at 390 and 360 px; the table scrolls inside itself", async ({ page }) => {
  const headline = `Costs table ${Date.now()}`;
  const post: Record<string, unknown> = {
    headline,
    summary: [
      'What a year of study in Berlin costs, in round figures.',
      [
        '| Expense category | Monthly average | Yearly estimate | Payment frequency | Documentation required |',
        '|:--|--:|--:|:--|:--|',
        '| Accommodation | €900 | €10,800 | Monthly | Rental contract |',
        '| Health insurance | €130 | €1,560 | Monthly | Insurance certificate |',
      ].join('\n'),
    ].join('\n\n'),
    category: 'General',
    status: 'draft',
    tags: [],
    views: 0,
    likes: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  await insertDocuments('posts', [post]);
  await signIn(page, await createAccount('table-words', 'editor'));
  await atWidths(page, `/blog/preview/${String(post._id)}`, async () => {
    const table = page.locator('article table');
    await expect(table.getByRole('columnheader', { name: 'Documentation required' })).toBeAttached();
    for (const header of await table.getByRole('columnheader').all()) expect(await brokenWords(header)).toEqual([]);
  });
});
