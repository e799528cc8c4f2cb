import type { Locator, Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// A refused save in the back office, in the browser against the production build, at desktop
// size and on a phone: the server's field errors reach their fields and a summary at the top of
// the form (components/ui/form/error-summary.tsx) with a link to each, and the focus moves to the first
// invalid field even when it was scrolled off-screen. Nothing is saved, so the tests share the
// server's data safely.

async function blocking(page: Page) {
  // A toast fading in or out is measured at part opacity (color-contrast); wait until the page's
  // finite animations have run (spinners repeat for ever and are left out).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  return blockingViolations(page);
}

function summaryOf(form: Locator) {
  return form.getByRole('region', { name: 'Please correct the following:' });
}

// The summary lists exactly these links (each the field's message, after its label unless the
// message names the field already), in order; the first field is
// focused and on screen; each link moves the focus to its field.
async function expectSummary(page: Page, form: Locator, fields: { link: RegExp; field: Locator }[]) {
  const summary = summaryOf(form);
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveCount(fields.length);
  for (const [index, { link }] of fields.entries()) await expect(summary.getByRole('link').nth(index)).toHaveText(link);
  await expect(fields[0]!.field).toBeFocused();
  await expect(fields[0]!.field).toBeInViewport();
  for (const { field } of fields) await expect(field).toHaveAttribute('aria-invalid', 'true');
  const last = fields[fields.length - 1]!;
  await summary.getByRole('link').last().click();
  await expect(last.field).toBeFocused();
  await expect(last.field).toBeInViewport();
  expect(await blocking(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a refused service save lists its errors at the top and focuses the first field', async ({ page }) => {
  await signIn(page, await createAccount('summary-service', 'admin'));
  await page.goto('/admin/services/opportunity-card');
  const form = page.getByRole('form', { name: /^Edit service: / });
  const title = form.getByRole('region', { name: 'Texts' }).getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('');
  const firstQuestion = form.getByRole('group', { name: 'Question 1' });
  await firstQuestion.getByRole('textbox', { name: 'Answer', exact: true }).fill('Short');
  await expect(summaryOf(form)).toHaveCount(0);
  await form.getByRole('button', { name: 'Save service' }).click();
  await expectSummary(page, form, [
    { link: /^Title: .+/, field: title },
    { link: /^Question 1 – Answer: .+/, field: firstQuestion.getByRole('textbox', { name: 'Answer', exact: true }) },
  ]);
  // What was typed stays.
  await expect(firstQuestion.getByRole('textbox', { name: 'Answer', exact: true })).toHaveValue('Short');
});

test('a refused testimonial lists its errors at the top and focuses the first field', async ({ page }) => {
  await signIn(page, await createAccount('summary-testimonial', 'editor'));
  await page.goto('/admin/testimonials/new');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save testimonial' }) });
  await form.getByLabel('Name or initials').fill('A. B.');
  await form.getByRole('button', { name: 'Save testimonial' }).click();
  await expectSummary(page, form, [
    { link: /^Testimonial: .+/, field: form.getByRole('textbox', { name: 'Testimonial', exact: true }) },
    { link: /^Course or service is required$/, field: form.getByRole('textbox', { name: 'Course or service', exact: true }) },
    { link: /^Rating/, field: form.getByLabel('Rating') },
  ]);
  await expect(form.getByLabel('Name or initials')).toHaveValue('A. B.');
});

test('a refused author lists its errors at the top and focuses the first field', async ({ page }) => {
  await signIn(page, await createAccount('summary-author', 'editor'));
  await page.goto('/admin/authors/new');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save author' }) });
  await form.getByLabel('Role (optional)', { exact: true }).fill('Adviser');
  await form.getByRole('button', { name: 'Save author' }).click();
  await expectSummary(page, form, [{ link: /^Name is required$/, field: form.getByRole('textbox', { name: 'Name', exact: true }) }]);
  await expect(form.getByLabel('Role (optional)', { exact: true })).toHaveValue('Adviser');
});

test('a refused post lists its errors at the top and focuses the first field, before anything is sent', async ({ page }) => {
  await signIn(page, await createAccount('summary-post', 'editor'));
  await page.goto('/admin/blogs/create');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Blog' }) });
  await form.getByLabel('Headline').fill('ab');
  await form.getByRole('button', { name: 'Create Blog' }).click();
  const summary = summaryOf(form);
  await expect(summary.getByRole('link').first()).toHaveText('Headline must be at least 3 characters');
  await expect(summary.getByRole('link', { name: /^Summary/ })).toBeVisible();
  await expect(form.getByLabel('Headline')).toBeFocused();
  await summary.getByRole('link', { name: /^Summary/ }).click();
  await expect(form.getByRole('textbox', { name: 'Summary' })).toBeFocused();
  await expect(form.getByLabel('Headline')).toHaveValue('ab');
  expect(await blocking(page)).toEqual([]);
});

test('a refused invitation, name and reply template list their errors at the top and focus the first field', async ({ page }) => {
  await signIn(page, await createAccount('summary-staff', 'admin'));

  await page.goto('/admin/staff');
  const invite = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send invitation' }) });
  await invite.getByLabel('Email').fill('not an address');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectSummary(page, invite, [
    { link: /^Name is required$/, field: invite.getByLabel('Name') },
    { link: /^Email: Please enter a valid email address$/, field: invite.getByLabel('Email') },
  ]);

  await page.goto('/admin/account');
  const account = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save name' }) });
  await account.getByLabel('Name').fill('A');
  await account.getByRole('button', { name: 'Save name' }).click();
  await expectSummary(page, account, [{ link: /^Name must be at least 2 characters$/, field: account.getByLabel('Name') }]);

  await page.goto('/admin/reply-templates');
  const template = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save template' }) }).first();
  await template.getByLabel('Subject').fill('');
  await template.getByRole('button', { name: 'Save template' }).click();
  await expectSummary(page, template, [{ link: /^Subject: Write a subject$/, field: template.getByLabel('Subject') }]);
});

test('refused retention periods list their errors at the top and focus the first field', async ({ page }) => {
  await signIn(page, await createAccount('summary-retention', 'admin'));
  await page.goto('/admin/data-protection');
  const form = page.getByRole('form', { name: 'Retention periods' });
  await form.getByLabel('Text of sent e-mails').fill('9999');
  await form.getByRole('button', { name: 'Save periods' }).click();
  await expectSummary(page, form, [{ link: /^Text of sent e-mails.*: .+/, field: form.getByLabel('Text of sent e-mails') }]);
  await expect(form.getByLabel('Text of sent e-mails')).toHaveValue('9999');
});
