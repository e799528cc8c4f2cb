import { createAccount, signIn } from './support/accounts';
import { expect, test } from './support/test';

// What every back-office form gets from the form kit and the action wrapper, shown on the
// testimonial form (components/ui/form/, lib/server/admin-action.ts), in the browser against the
// production build.

test('leaving a form with unsaved changes asks first; declining stays with what was typed', async ({ page }) => {
  await signIn(page, await createAccount('kit-unsaved', 'editor'));
  await page.goto('/admin/testimonials/new');
  // Untouched: leaving asks nothing.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);

  await page.goto('/admin/testimonials/new');
  await page.getByLabel('Name or initials').fill('Unsaved N.');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
  await expect(page).toHaveURL(/\/admin\/testimonials\/new$/);
  await expect(page.getByLabel('Name or initials')).toHaveValue('Unsaved N.');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
});

test('a save after the session ended goes to the sign-in page and back to the form', async ({ page, context }) => {
  await signIn(page, await createAccount('kit-signed-out', 'editor'));
  await page.goto('/admin/testimonials/new');
  await page.getByLabel('Name or initials').fill('Late L.');
  await context.clearCookies();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Save testimonial' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Ftestimonials%2Fnew$/);
});
