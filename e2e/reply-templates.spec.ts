import { defaultReplyTemplate } from '../lib/replies/templates';
import { createAccount, signIn } from './support/accounts';
import { expect, test } from './support/test';

// An administrator changes a reply template and puts it back to the default: both through the
// template's form on /admin/reply-templates (its Server Actions), the page showing what is stored.
// IT Consulting in German is a template no other spec replies from, and the test leaves it as it was.

test('an administrator changes a reply template, and puts it back to the default', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one administrator changing one shared template; the form on a phone is in form-errors.spec.ts');
  const standard = defaultReplyTemplate('it-consulting', 'de');
  await signIn(page, await createAccount('reply-templates'));
  await page.goto('/admin/reply-templates');
  const form = page.getByRole('form', { name: 'IT Consulting Services, Deutsch' });
  await expect(form.getByLabel('Subject')).toHaveValue(standard.subject);
  await expect(form.getByRole('heading', { name: 'Deutsch (Default)' })).toBeVisible();

  await form.getByLabel('Subject').fill('Ihre Anfrage zur IT-Beratung');
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Deutsch (Changed)' })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Subject')).toHaveValue('Ihre Anfrage zur IT-Beratung');

  page.once('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: 'Back to default' }).click();
  await expect(page.getByText('Template reset to the default')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Deutsch (Default)' })).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue(standard.subject);
  await expect(form.getByRole('button', { name: 'Back to default' })).toHaveCount(0);
});
