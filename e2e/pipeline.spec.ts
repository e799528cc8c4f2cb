import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { findDocuments, insertDocuments } from './support/db';
import { expect, test } from './support/test';

// The pipeline board (issue 47) in the browser against the production build: a lead moved by drag
// and drop and another by keyboard (each announced, each on the lead's timeline), and at 390 px the
// columns as tabs, with axe. Each test's leads belong to an adviser of its own, and the board is
// filtered to that owner through its GET form, so the other specs' leads never get in the way.

async function adviserWithLeads(tag: string, names: string[]) {
  const account = await createAccount(`pipeline-${tag}`, 'adviser');
  const [user] = await findDocuments('users', { email: account.email });
  const now = new Date();
  await insertDocuments(
    'enquiries',
    names.map((fullName) => ({
      fullName,
      email: `${randomUUID()}@example.com`,
      message: 'I would like advice.',
      status: 'read',
      isRead: true,
      mailQueued: true,
      source: 'contact',
      locale: 'en',
      assignedTo: String(user!._id),
      clientId: randomUUID(),
      submittedAt: now,
      updatedAt: now,
      lastActivityAt: now,
    })),
  );
  return account;
}

async function openBoardOf(page: Page, owner: string) {
  await page.goto('/admin/pipeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  await page.getByLabel('Owner').selectOption({ label: owner });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.has('owner'));
}

const column = (page: Page, stage: string) => page.locator('section[data-stage]').filter({ has: page.getByRole('heading', { level: 2, name: stage }) });

test('a lead moved by drag and drop and another by keyboard, each announced and on the lead’s timeline', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'dragging is a desktop gesture; the phone has the Move form, tested by keyboard here');
  const tag = randomUUID().slice(0, 8);
  const dragged = `Drag Lead ${tag}`;
  const keyed = `Key Lead ${tag}`;
  const account = await adviserWithLeads(tag, [dragged, keyed]);
  await page.goto('/login');
  await signIn(page, account);
  await openBoardOf(page, account.name);
  const status = page.getByRole('status').filter({ hasText: /Moved|already|Could not/ });

  const newColumn = column(page, 'New');
  await expect(newColumn.getByText('2 leads')).toBeVisible();
  const card = newColumn.getByRole('listitem').filter({ hasText: dragged });
  await card.dragTo(column(page, 'Contacted'));
  await expect(status).toHaveText(`Moved ${dragged} to Contacted.`);
  await expect(column(page, 'Contacted').getByRole('link', { name: dragged })).toBeVisible();
  await expect(column(page, 'Contacted').getByText('1 lead', { exact: true })).toBeVisible();

  // By keyboard: to the lead's "Move to" select, choose with the arrow keys, then Move.
  const keyedCard = newColumn.getByRole('listitem').filter({ hasText: keyed });
  const select = keyedCard.getByLabel('Move to');
  await select.focus();
  await select.selectOption({ label: 'Proposal sent' });
  await page.keyboard.press('Tab');
  await expect(keyedCard.getByRole('button', { name: 'Move' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Moved ${keyed} to Proposal sent.`);
  await expect(column(page, 'Proposal sent').getByRole('link', { name: keyed })).toBeVisible();
  await expect(newColumn.getByText('No leads in this stage.')).toBeVisible();

  // The timeline of each lead says the move and who made it.
  await column(page, 'Proposal sent').getByRole('link', { name: keyed }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${keyed}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Moved from New to Proposal sent')).toBeVisible();
  await expect(timeline.getByText(`by ${account.name}`).last()).toBeVisible();
  // The lead's page shows the stage and moves it with the same form.
  const stageSection = page.getByRole('region', { name: 'Pipeline stage' });
  await expect(stageSection.getByText(/^Proposal sent since /)).toBeVisible();
  await stageSection.getByLabel('Move to').selectOption({ label: 'Client' });
  await stageSection.getByRole('button', { name: 'Move' }).click();
  await expect(stageSection.getByRole('status')).toHaveText(`Moved ${keyed} to Client.`);
  await expect(timeline.getByText('Moved from Proposal sent to Client')).toBeVisible();

  const [stored] = await findDocuments('enquiries', { fullName: dragged });
  expect(stored).toMatchObject({ stage: 'contacted' });
  const [draggedEvent] = await findDocuments('leadevents', { enquiryId: stored!._id, kind: 'stage' });
  expect(draggedEvent).toMatchObject({ fromStage: 'New', toStage: 'Contacted', actorName: account.name });
});

test('without scripts: the filters and the Move form work, and a phone shows every column', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser without scripts is enough');
  const tag = randomUUID().slice(0, 8);
  const name = `Plain Lead ${tag}`;
  const account = await adviserWithLeads(tag, [name]);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account);
  await openBoardOf(page, account.name);
  // No tabs without scripts: every column, one under another.
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(column(page, 'Not a fit')).toBeVisible();
  const card = column(page, 'New').getByRole('listitem').filter({ hasText: name });
  await card.getByLabel('Move to').selectOption({ label: 'Consultation booked' });
  await card.getByRole('button', { name: 'Move' }).click();
  await expect(column(page, 'Consultation booked').getByRole('link', { name })).toBeVisible();
  await expect(column(page, 'New').getByText('No leads in this stage.')).toBeVisible();
  const [stored] = await findDocuments('enquiries', { fullName: name });
  expect(stored).toMatchObject({ stage: 'consultation-booked' });
  await context.close();
});

test('at 390 px the columns are tabs, one column at a time, and the dashboard’s funnel fits, without axe violations', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone layout');
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = randomUUID().slice(0, 8);
  const name = `Tab Lead ${tag}`;
  const account = await adviserWithLeads(tag, [name]);
  await page.goto('/login');
  await signIn(page, account);
  await openBoardOf(page, account.name);

  const tabs = page.getByRole('tablist', { name: 'Stages' });
  await expect(tabs.getByRole('tab')).toHaveText(['New (1)', 'Contacted (0)', 'Consultation booked (0)', 'Proposal sent (0)', 'Client (0)', 'Not a fit (0)']);
  await expect(tabs.getByRole('tab', { name: 'New (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'New (1)' }).getByRole('link', { name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);

  // Arrow keys move between the tabs; the shown column follows.
  await tabs.getByRole('tab', { name: 'New (1)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Contacted (0)' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Contacted (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Contacted (0)' }).getByText('No leads in this stage.')).toBeVisible();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Not a fit (0)' })).toBeFocused();

  // Moving from the New tab by its form: the counts follow.
  await tabs.getByRole('tab', { name: 'New (1)' }).click();
  const panel = page.getByRole('tabpanel', { name: 'New (1)' });
  await panel.getByLabel('Move to').selectOption({ label: 'Contacted' });
  await panel.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(`Moved ${name} to Contacted.`);
  await expect(tabs.getByRole('tab', { name: 'Contacted (1)' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Contacted (1)' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Contacted (1)' }).getByRole('link', { name })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The dashboard's funnel and bookings figure, at the same width.
  await page.goto('/admin/dashboard');
  const pipeline = page.getByRole('region', { name: 'Pipeline' });
  await expect(pipeline.getByRole('figure', { name: 'Stages' })).toContainText('went on to the next stage');
  await expect(pipeline.getByText('Upcoming')).toBeVisible();
  await expect(pipeline.getByText('No-shows (30 days)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page, { include: ['section[aria-labelledby="pipeline-title"]'] })).toEqual([]);
});
