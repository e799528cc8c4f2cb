import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createAccount, signIn } from './support/accounts';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// Every admin page for each role and for no session, in the browser against the production
// build: a page a role may use shows its content, any other a clear "not allowed" with nothing of
// the content; the sidebar offers only what the role may use. (The API side of the same matrix:
// tests/role-matrix.int.test.ts.)
type Role = 'admin' | 'editor' | 'adviser';
type Capability = 'posts' | 'leads' | 'staff';
type AdminPage = { path: string; heading: RegExp; needs: Capability | null };

const MAY: Record<Role, Capability[]> = { admin: ['posts', 'leads', 'staff'], editor: ['posts'], adviser: ['leads'] };

async function pages(page: Page): Promise<AdminPage[]> {
  const [post] = (await (await page.request.get('/api/v1/posts/get?limit=1')).json()) as { _id: string }[];
  const [type] = await findDocuments('consultationtypes', { slug: 'first-consultation' });
  const sampleType = `/admin/consultations/${String(type!._id)}`;
  return [
    { path: '/admin/dashboard', heading: /Welcome back/, needs: null },
    { path: '/admin/test', heading: /Admin routing works/, needs: null },
    { path: '/admin/blogs', heading: /Post Management/, needs: 'posts' },
    { path: '/admin/blogs/create', heading: /Create/, needs: 'posts' },
    { path: `/admin/blogs/edit/${post!._id}`, heading: /Edit/, needs: 'posts' },
    { path: '/admin/authors', heading: /^Authors$/, needs: 'posts' },
    { path: '/admin/authors/new', heading: /New author/, needs: 'posts' },
    { path: '/admin/testimonials', heading: /^Testimonials$/, needs: 'posts' },
    { path: '/admin/testimonials/new', heading: /New testimonial/, needs: 'posts' },
    { path: '/admin/checklists', heading: /^Checklists$/, needs: 'posts' },
    { path: '/admin/checklists/new', heading: /^New checklist$/, needs: 'posts' },
    // A sample the seed stores.
    { path: '/admin/checklists/opportunity-card', heading: /^Edit checklist: /, needs: 'posts' },
    { path: '/admin/texts', heading: /^Texts$/, needs: 'posts' },
    { path: '/admin/texts/images', heading: /^Images of the pages$/, needs: 'posts' },
    { path: '/admin/newsletter', heading: /^Newsletter$/, needs: 'posts' },
    { path: '/admin/newsletter/issues', heading: /^Newsletter issues$/, needs: 'posts' },
    { path: '/admin/newsletter/issues/new', heading: /^New newsletter issue$/, needs: 'posts' },
    // An id of no issue shows the page's own "not found" to those allowed.
    { path: '/admin/newsletter/issues/0123456789abcdef01234567', heading: /^Issue not found$/, needs: 'posts' },
    { path: '/admin/newsletter/subscribers', heading: /^Subscribers$/, needs: 'staff' },
    // A subscriber's consent proof; an id of no subscriber shows the page's own "not found" to administrators.
    { path: '/admin/newsletter/subscribers/0123456789abcdef01234567', heading: /^This subscriber could not be found/, needs: 'staff' },
    { path: `/blog/preview/${post!._id}`, heading: /\S/, needs: 'posts' },
    { path: '/admin/enquiries', heading: /Enquiries/, needs: 'leads' },
    // A lead's page; an id of no enquiry shows the page's own "not found" to those allowed.
    { path: '/admin/enquiries/0123456789abcdef01234567', heading: /This enquiry could not be found/, needs: 'leads' },
    { path: '/admin/agenda', heading: /^Agenda$/, needs: 'leads' },
    { path: '/admin/tasks', heading: /^My tasks$/, needs: 'leads' },
    { path: '/admin/availability', heading: /^Availability$/, needs: 'leads' },
    // Anyone's hours: an id of no account shows the page's own "not found" to administrators.
    { path: '/admin/availability/0123456789abcdef01234567', heading: /^No staff member who works on leads/, needs: 'staff' },
    { path: '/admin/consultations', heading: /^Consultation types$/, needs: 'staff' },
    { path: '/admin/consultations/new', heading: /^New consultation type$/, needs: 'staff' },
    // The sample the seed stores, by its id from the list.
    { path: sampleType, heading: /^Edit consultation type: /, needs: 'staff' },
    { path: '/admin/reply-templates', heading: /^Reply templates$/, needs: 'staff' },
    { path: '/admin/services', heading: /^Services$/, needs: 'staff' },
    { path: '/admin/services/opportunity-card', heading: /^Edit service: /, needs: 'staff' },
    { path: '/admin/staff', heading: /^Staff$/, needs: 'staff' },
    { path: '/admin/audit', heading: /^Audit log$/, needs: 'staff' },
    { path: '/admin/data-protection', heading: /^Data protection$/, needs: 'staff' },
    { path: '/admin/backups', heading: /^Backups$/, needs: 'staff' },
    { path: '/admin/settings', heading: /^Site settings$/, needs: 'staff' },
    // The pipeline (issue 47): the board for lead roles, its stage list for administrators.
    { path: '/admin/pipeline', heading: /^Pipeline$/, needs: 'leads' },
    { path: '/admin/pipeline/stages', heading: /^Pipeline stages$/, needs: 'staff' },
    { path: '/admin/account', heading: /^My account$/, needs: null },
  ];
}

test.describe('roles', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same server checks on a phone; the phone layout is covered elsewhere');
  });

  test('without a session every admin page leads to the sign-in page', async ({ page }) => {
    for (const { path } of await pages(page)) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === path);
    }
  });

  for (const role of ['admin', 'editor', 'adviser'] as const) {
    test(`${role}: the pages of the role open, the others say not allowed, the sidebar shows only the role's`, async ({ page }) => {
      // Some twenty-five pages one after another: past the default minute on a loaded two-core machine.
      test.slow();
      const account = await createAccount(`role-${role}`, role);
      await signIn(page, account);
      const sidebar = page.getByRole('navigation', { name: 'Admin' });
      await expect(sidebar.getByRole('link', { name: 'Blog Dashboard' })).toHaveCount(MAY[role].includes('posts') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Authors' })).toHaveCount(MAY[role].includes('posts') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Testimonials' })).toHaveCount(MAY[role].includes('posts') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Checklists' })).toHaveCount(MAY[role].includes('posts') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Newsletter' })).toHaveCount(MAY[role].includes('posts') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Contact Enquiries' })).toHaveCount(MAY[role].includes('leads') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Agenda' })).toHaveCount(MAY[role].includes('leads') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Pipeline' })).toHaveCount(MAY[role].includes('leads') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Availability' })).toHaveCount(MAY[role].includes('leads') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Consultation types' })).toHaveCount(MAY[role].includes('staff') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Staff' })).toHaveCount(MAY[role].includes('staff') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Reply templates' })).toHaveCount(MAY[role].includes('staff') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Services' })).toHaveCount(MAY[role].includes('staff') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Audit log' })).toHaveCount(MAY[role].includes('staff') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Data protection' })).toHaveCount(MAY[role].includes('staff') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'Site settings' })).toHaveCount(MAY[role].includes('staff') ? 1 : 0);
      await expect(sidebar.getByRole('link', { name: 'My account' })).toHaveCount(1);
      // The dashboard's newest enquiries (names and messages) only for lead access.
      await expect(page.getByRole('heading', { name: 'Recent Contact Enquiries' })).toHaveCount(MAY[role].includes('leads') ? 1 : 0);
      // Where leads come from and the WhatsApp counts: lead figures too.
      await expect(page.getByRole('heading', { name: 'Where leads come from' })).toHaveCount(MAY[role].includes('leads') ? 1 : 0);
      await expect(page.getByRole('heading', { name: 'WhatsApp chats started' })).toHaveCount(MAY[role].includes('leads') ? 1 : 0);
      // The newsletter's figures (or the line to its switch) for the roles that write issues.
      await expect(page.getByRole('region', { name: 'Newsletter', exact: true })).toHaveCount(MAY[role].includes('posts') ? 1 : 0);

      for (const { path, heading, needs } of await pages(page)) {
        await page.goto(path);
        const allowed = needs === null || MAY[role].includes(needs);
        if (allowed) {
          await expect(page.getByRole('heading', { level: 1 }).first(), `${role} ${path}`).toHaveText(heading);
          await expect(page.getByText('Not allowed')).toHaveCount(0);
        } else {
          await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' }), `${role} ${path}`).toBeVisible();
          await expect(page.getByText('cannot open this page')).toBeVisible();
        }
      }
      // The API answers the same: 403 with the error shape for what the role may not use.
      const leads = await page.request.get('/api/v1/contact/enquiries');
      expect(leads.status()).toBe(MAY[role].includes('leads') ? 200 : 403);
      if (leads.status() === 403) expect(await leads.json()).toMatchObject({ success: false, message: 'Your account is not allowed to do this' });
    });
  }
});

test('every role has its own account page: a new name, and a new password that needs the current one', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the account page on a phone; the desktop layout is the same form');
  const account = await createAccount('own-account', 'adviser');
  await signIn(page, account);
  await page.goto('/admin/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(`${account.email} · Adviser`)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByLabel('Name', { exact: true }).fill('Nadia Rahimi');
  // Leaving with an unsaved change asks first; staying keeps what was typed.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  expect(await asked).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL(/\/admin\/account$/);
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nadia Rahimi');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nadia Rahimi');

  await page.getByLabel('Current password').fill('not my password at all');
  await page.getByLabel('New password').fill('three rivers under the old bridge');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(/This is not your current password/);
  await expect(page.getByLabel('New password')).toHaveValue('three rivers under the old bridge');

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other devices were signed out.')).toBeVisible();
  // Still signed in here with the fresh session.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The new password signs in; the old one no longer does.
  await page.context().clearCookies();
  await page.goto('/login');
  await signIn(page, { email: account.email, password: 'three rivers under the old bridge' });
});

test('two-factor on one’s own account: on with a code, new recovery codes and off again with the password', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the account page on a phone; the desktop layout is the same form');
  const account = await createAccount('own-two-factor', 'editor');
  await signIn(page, account);
  await page.goto('/admin/account');
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = ((await twoFactor.locator('code').textContent()) ?? '').replace(/\s+/g, '');
  const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await twoFactor.getByLabel('Code from the app').fill(app.generate());
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  const codes = twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstCode = (await codes.first().textContent()) ?? '';
  await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByText(/Recovery codes left: 10 of 10/)).toBeVisible();

  // New recovery codes need the password: a wrong one is refused under its field and stays.
  const password = twoFactor.getByLabel('Current password');
  await password.fill('not my password at all');
  await twoFactor.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(password).toHaveAccessibleDescription(/This is not your current password/);
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('not my password at all');
  await password.fill(account.password);
  await twoFactor.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).not.toHaveText(firstCode);
  await twoFactor.getByRole('button', { name: 'I have saved them' }).click();

  // Off with the password; set-up is offered again.
  await password.fill(account.password);
  await twoFactor.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor sign-in is off')).toBeVisible();
  await expect(twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});

test('an administrator changes a member’s role and disables the account; the member’s next request sees it', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough; the page is cards on a phone too');
  const admin = await createAccount('staff-admin', 'admin');
  const adviser = await createAccount('staff-adviser', 'adviser');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, adviser);
  await memberPage.goto('/admin/enquiries');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Not allowed' })).toHaveCount(0);

  await signIn(page, admin);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: adviser.email });
  await card.getByLabel('Role').selectOption('editor');
  await expect(page.getByText(`${adviser.name} is now Editor`)).toBeVisible();
  await expect(card).toContainText('Editor · Active');

  // The member's next request: the enquiries are no longer theirs, posts are.
  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: `Disable: ${adviser.name}` }).click();
  await expect(card).toContainText('Editor · Disabled');
  await memberPage.goto('/admin/dashboard');
  await expect(memberPage).toHaveURL(/\/login\?next=/);

  expect(await blockingViolations(page)).toEqual([]);
  await memberContext.close();

  // The audit log shows who did it, filtered by person.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Person').fill(admin.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/actor=/);
  const log = page.getByRole('list').filter({ hasText: 'changed a role' });
  await expect(log.getByRole('listitem').filter({ hasText: 'changed a role' })).toContainText(adviser.email);
  await expect(log.getByRole('listitem').filter({ hasText: 'disabled an account' })).toContainText(adviser.email);
  await expect(log.getByRole('listitem').filter({ hasText: 'signed in' }).first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('leaving the staff page with a half-typed invitation asks first, and stays when told to', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough');
  await signIn(page, await createAccount('unsaved-admin', 'admin'));
  await page.goto('/admin/staff');
  const name = page.getByRole('region', { name: 'Invite a colleague' }).getByLabel('Name');
  await name.fill('Half Typed');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  const auditLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' });
  await auditLink.click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(name).toHaveValue('Half Typed');
  // Told to leave, it leaves.
  page.once('dialog', (dialog) => void dialog.accept());
  await auditLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
});

test('the staff and audit screens fit a phone and pass axe', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone layout');
  const admin = await createAccount('phone-admin', 'admin');
  await signIn(page, admin);
  for (const path of ['/admin/staff', '/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    expect(await blockingViolations(page), path).toEqual([]);
  }
  // The staff actions are reachable on a phone: the role of a member can be changed there.
  await page.goto('/admin/staff');
  await expect(page.getByRole('listitem').filter({ hasText: admin.email }).getByLabel(/Role/)).toBeVisible();
});
