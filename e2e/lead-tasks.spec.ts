import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { findDocuments, insertDocuments } from './support/db';
import mongoose from 'mongoose';
import { expect, test } from './support/test';

// Tasks on a lead (issue 47) in the browser: an adviser adds a task on a lead's page (a refusal
// keeps what was typed), finds it under My tasks, completes it there, and it is gone from the open
// ones; the add form and Done also work with scripts off.

async function sendLead(page: Page, fullName: string, email: string): Promise<string> {
  const response = await page.request.post('/api/v1/email/contact', {
    data: { fullName, email, phoneNumber: '0151 2345678', message: `Hello, I would like advice (${fullName}).`, clientId: randomUUID() },
  });
  expect(response.status()).toBe(201);
  const [lead] = await findDocuments('enquiries', { email });
  return String(lead!._id);
}

test('a task added on a lead shows under My tasks and is completed there', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the sidebar is open on a wide screen');
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const name = `Task Lead ${tag}`;
  const title = `Call about the visa ${tag}`;
  const id = await sendLead(page, name, `task-${tag}@example.com`);
  const adviser = await createAccount(`tasks-${tag}`, 'adviser');

  await page.goto(`/admin/enquiries/${id}`);
  await signIn(page, adviser, `/admin/enquiries/${id}`);
  const tasks = page.getByRole('region', { name: 'Tasks' });
  await expect(tasks.getByText('No open tasks.')).toBeVisible();
  await expect(tasks.getByLabel('Due (Berlin time)')).not.toHaveValue('');

  // No title: refused, with the error under the field and the typed due time kept.
  await tasks.getByLabel('Due (Berlin time)').fill('2030-01-15T10:30');
  await tasks.getByRole('button', { name: 'Add task' }).click();
  await expect(tasks.getByText('Write what is to be done')).toBeVisible();
  await expect(tasks.getByRole('textbox', { name: 'Task', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(tasks.getByRole('textbox', { name: 'Task', exact: true })).toBeFocused();
  await expect(tasks.getByLabel('Due (Berlin time)')).toHaveValue('2030-01-15T10:30');

  await tasks.getByRole('textbox', { name: 'Task', exact: true }).fill(title);
  await tasks.getByRole('button', { name: 'Add task' }).click();
  const open = tasks.getByRole('list', { name: 'Open tasks' });
  await expect(open.getByText(title)).toBeVisible();
  await expect(open.getByText(/Due 15 Jan 2030, 10:30 \(Berlin time\) · Tess tasks-/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Task added, due 15 Jan 2030, 10:30')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^My tasks/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: /^Upcoming/ });
  await expect(upcoming.getByText(title)).toBeVisible();
  await expect(upcoming.getByRole('link', { name })).toHaveAttribute('href', `/admin/enquiries/${id}`);
  expect(await blockingViolations(page)).toEqual([]);

  await upcoming.getByRole('button', { name: `Done: ${title}, ${name}` }).click();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(upcoming.getByText('Nothing coming up.')).toBeVisible();
  await expect.poll(async () => (await findDocuments('leadtasks', { title }))[0]?.doneAt ?? null).not.toBeNull();

  // On the lead, the task is among the done ones.
  await page.goto(`/admin/enquiries/${id}`);
  await expect(page.getByRole('list', { name: 'Open tasks' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Task done')).toBeVisible();
});

test('with scripts off: a task is added on the lead and completed under My tasks', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one screen width is enough');
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const name = `No Script Lead ${tag}`;
  const title = `Send the checklist ${tag}`;
  const id = await sendLead(page, name, `noscript-${tag}@example.com`);
  const adviser = await createAccount(`tasks-noscript-${tag}`, 'adviser');
  await page.goto('/login');
  await signIn(page, adviser);

  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(`/admin/enquiries/${id}`);
  const tasks = plain.getByRole('region', { name: 'Tasks' });
  // A refusal comes back with what was typed.
  await tasks.getByRole('textbox', { name: 'Task', exact: true }).fill(title);
  await tasks.getByLabel('Due (Berlin time)').fill('');
  await tasks.getByRole('button', { name: 'Add task' }).click();
  await expect(plain.getByRole('region', { name: 'Tasks' }).getByText('Choose a date and time')).toBeVisible();
  await expect(plain.getByRole('region', { name: 'Tasks' }).getByLabel('Due (Berlin time)')).toBeFocused();
  await expect(plain.getByRole('region', { name: 'Tasks' }).getByRole('textbox', { name: 'Task', exact: true })).toHaveValue(title);

  await plain.getByRole('region', { name: 'Tasks' }).getByLabel('Due (Berlin time)').fill('2030-02-20T10:30');
  await plain.getByRole('region', { name: 'Tasks' }).getByRole('button', { name: 'Add task' }).click();
  await expect(plain.getByRole('list', { name: 'Open tasks' }).getByText(title)).toBeVisible();

  await plain.goto('/admin/tasks');
  await plain.getByRole('button', { name: `Done: ${title}, ${name}` }).click();
  await expect(plain.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
  await expect(plain.getByText(title)).toHaveCount(0);
  await context.close();
});

test('at 360 px: My tasks in its three groups and a lead’s tasks fit the screen and pass axe', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone width');
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const tag = randomUUID().slice(0, 8);
  const name = `Phone Task Lead ${tag}`;
  const id = await sendLead(page, name, `phone-task-${tag}@example.com`);
  const adviser = await createAccount(`tasks-phone-${tag}`, 'adviser');
  const [account] = await findDocuments('users', { email: adviser.email });
  const hour = 3_600_000;
  const task = (title: string, dueInHours: number) => ({
    enquiryId: new mongoose.Types.ObjectId(id),
    title: `${title} ${tag}`,
    dueAt: new Date(Date.now() + dueInHours * hour),
    assigneeId: String(account!._id),
    doneAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  // Overdue (a day ago) and upcoming (in two days); today's group may be empty near midnight.
  await insertDocuments('leadtasks', [task('Call back about the visa and the university admission letter', -24), task('Send the checklist', 48)]);

  await page.goto('/admin/tasks');
  await signIn(page, adviser, '/admin/tasks');
  await expect(page.getByRole('region', { name: /^Overdue \(1\)/ }).getByText(`Call back about the visa and the university admission letter ${tag}`)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Upcoming \(1\)/ }).getByText(`Send the checklist ${tag}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('link', { name }).first().click();
  const open = page.getByRole('list', { name: 'Open tasks' });
  await expect(open.getByText(/^Overdue: was due/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);
});
