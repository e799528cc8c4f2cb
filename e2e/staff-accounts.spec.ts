import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { signIn } from './support/accounts';
import { ownInstanceForFile } from './support/instances';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';
import { fillMarkdown } from './support/editor';

// Staff accounts end to end, on an instance and database of their own (a post is written, and the
// administrator's sign-in changes): an invitation mailed and accepted, an editor's limits, two-factor
// sign-in with a code computed here, a forgotten password, and the audit log of all of it. One
// instance for the file, so its tests run one after the other.
test.describe.configure({ mode: 'serial' });

const admin = { email: 'owner@example.com', name: 'Olivia Owner', password: 'a long enough owner password' };
const editor = { email: 'new.editor@example.com', name: 'Edda Editor', password: 'my own editor passphrase' };
let totpSecret = '';
// The time whose code the administrator last signed in with: a later sign-in needs a later step.
let lastCodeAt = 0;

const own = ownInstanceForFile(admin);

// The e-mails to `to`, newest first, from the mail folder the server writes to without SMTP
// (quoted-printable undone).
function mailsTo(to: string): string[] {
  return readdirSync(own.database.mailDir)
    .sort()
    .reverse()
    .map((name) => readFileSync(path.join(own.database.mailDir, name), 'utf8'))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .filter((text) => text.includes(`To: ${to}`));
}

// The link of the newest e-mail to `to` whose text contains `marker`.
async function linkFromMail(to: string, marker: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        for (const text of mailsTo(to)) {
          const match = new RegExp(`https?://\\S+(/${marker}/[A-Za-z0-9_-]{43})`).exec(text);
          if (match) {
            link = match[1]!;
            return link;
          }
        }
        return '';
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return `${own.instance.baseUrl}${link}`;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('an administrator invites an editor; the mailed link sets a password; the editor writes a post but is not allowed the enquiries', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const base = own.instance.baseUrl;
  await page.goto(`${base}/login?next=/admin/staff`);
  await signIn(page, admin, '/admin/staff');
  const inviting = page.getByRole('region', { name: 'Invite a colleague' });
  await inviting.getByLabel('Name').fill(editor.name);
  await inviting.getByLabel('Email').fill(editor.email);
  await inviting.getByLabel('Role').selectOption({ label: 'Editor' });
  await inviting.getByRole('button', { name: 'Send invitation' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting for an answer' });
  await expect(waiting.getByText(editor.email)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  const link = await linkFromMail(editor.email, 'invitation');
  const invitee = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const editorPage = await invitee.newPage();
  await editorPage.goto(link);
  await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${editor.name}`);
  expect(await blockingViolations(editorPage)).toEqual([]);
  await noSidewaysScroll(editorPage);
  // A mistyped repeat is caught before anything is sent, and the typed password stays.
  await editorPage.getByLabel('New password').fill(editor.password);
  await editorPage.getByLabel('Repeat the password').fill('something else');
  await editorPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(editorPage.getByText('The two passwords are not the same')).toBeVisible();
  await expect(editorPage.getByLabel('New password')).toHaveValue(editor.password);
  await editorPage.getByLabel('Repeat the password').fill(editor.password);
  await editorPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(editorPage).toHaveURL((url) => url.pathname.startsWith('/admin/'), { timeout: 20_000 });
  // The invitee's first sign-in greets them as new, not "back".
  await editorPage.goto(`${base}/admin/dashboard`);
  await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${editor.name}!`);

  // The link worked once.
  await editorPage.goto(link);
  await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText('Invitation not valid');

  // The editor writes a post (a draft)...
  const headline = `First post by the new editor ${Date.now()}`;
  await editorPage.goto(`${base}/admin/blogs/create`);
  await editorPage.getByLabel('Headline').fill(headline);
  await fillMarkdown(editorPage, 'Summary', 'A short first post.\n\n## Why we write\n\nTo help.');
  await editorPage.getByLabel('Category').selectOption('Immigration');
  const cover = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#334155' } }).png().toBuffer();
  await editorPage.getByLabel('Image', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await editorPage.getByLabel('Image alt text').fill('A desk with a laptop and a coffee');
  await editorPage.getByLabel('Search description').fill('Why the firm writes about moving to Germany.');
  await editorPage.getByRole('radio', { name: /Save as draft/ }).check();
  await editorPage.getByRole('button', { name: 'Create Blog' }).click();
  await expect(editorPage.getByText('Blog created successfully')).toBeVisible();

  // ...but is not allowed the enquiries, on the page or from the API.
  await editorPage.goto(`${base}/admin/enquiries`);
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  const api = await editorPage.request.get(`${base}/api/v1/contact/enquiries`);
  expect(api.status()).toBe(403);
  expect(await api.json()).toMatchObject({ success: false });
  await invitee.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: editor.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for an answer' })).toHaveCount(0);
});

test('the administrator turns on two-factor sign-in and signs in with a code', async ({ page, context }) => {
  test.setTimeout(120_000);
  const base = own.instance.baseUrl;
  await page.goto(`${base}/login?next=/admin/account`);
  await signIn(page, admin, '/admin/account');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  totpSecret = ((await page.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
  const enrolledAt = Date.now();
  await page.getByLabel('Code from the app').fill(totp.generate({ timestamp: enrolledAt }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/Recovery codes left: 10 of 10/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device')).toBeVisible();

  // Signed out, the password alone is not enough; the next step's code signs in.
  await context.clearCookies();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel('Code');
  await expect(code).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await code.fill('000000' === totp.generate() ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(/This code is not right/)).toBeVisible();
  await expect(code).toHaveValue(/^\d{6}$/);
  lastCodeAt = enrolledAt + 30_000;
  await code.fill(totp.generate({ timestamp: lastCodeAt }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard', { timeout: 20_000 });

  // The account page works on a phone, with two-factor on and the three sessions of this file
  // listed (clearing the cookies did not end the one before on the server).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/admin/account`);
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out all other devices (2)' }).click();
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
});

test('replacing the authenticator app asks for the password and a current code, keeps what was typed, and mails the owner', async ({ page }) => {
  test.setTimeout(120_000);
  const base = own.instance.baseUrl;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${base}/login?next=/admin/account`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const oldApp = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
  // Codes of steps not used yet (see the audit log test below for why this waits).
  await expect.poll(() => Date.now() >= lastCodeAt, { timeout: 40_000 }).toBe(true);
  lastCodeAt = Date.now() + 30_000;
  await page.getByLabel('Code').fill(oldApp.generate({ timestamp: lastCodeAt }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/account', { timeout: 20_000 });

  const replacing = page.getByRole('form', { name: 'Replace the authenticator app' });
  const password = replacing.getByLabel('Your password');
  const current = replacing.getByLabel('Code from your current app, or a recovery code');
  // A session alone is not enough: a wrong password is refused under its field, and what was
  // typed stays.
  await password.fill('not the owner password');
  await expect.poll(() => Date.now() >= lastCodeAt, { timeout: 40_000 }).toBe(true);
  const currentCode = oldApp.generate({ timestamp: Date.now() + 30_000 });
  await current.fill(currentCode);
  await replacing.getByRole('button', { name: 'Replace authenticator app' }).click();
  await expect(replacing.getByText('This is not your current password', { exact: true })).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('not the owner password');
  await expect(current).toHaveValue(currentCode);
  expect(await blockingViolations(page)).toEqual([]);
  await noSidewaysScroll(page);

  await password.fill(admin.password);
  await replacing.getByRole('button', { name: 'Replace authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  // Focus is not lost with the button that is gone: it is on the steps to follow.
  await expect(page.getByRole('list').filter({ hasText: 'Open an authenticator app' })).toBeFocused();
  totpSecret = ((await page.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
  const newApp = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
  // The new app's first code; the next sign-in needs a later step.
  lastCodeAt = Date.now() + 30_000;
  await page.getByLabel('Code from the app').fill(newApp.generate({ timestamp: lastCodeAt }));
  await page.getByRole('button', { name: 'Use the new app' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/Recovery codes left: 10 of 10/)).toBeVisible();

  // The owner is told, without any code in the mail.
  await expect.poll(() => mailsTo(admin.email).find((text) => text.includes('A new authenticator app now gives the codes')) ?? '', { timeout: 20_000 }).toContain('(Berlin time)');
  expect(mailsTo(admin.email).join('\n')).not.toContain(totpSecret);
});

test('a forgotten password is reset with a mailed link, and the audit log shows what happened', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const base = own.instance.baseUrl;
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const editorPage = await visitor.newPage();
  await editorPage.goto(`${base}/login`);
  await editorPage.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  expect(await blockingViolations(editorPage)).toEqual([]);
  await noSidewaysScroll(editorPage);
  await editorPage.getByLabel('Email').fill(editor.email);
  await editorPage.getByRole('button', { name: 'Send me a link' }).click();
  await expect(editorPage.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();

  const link = await linkFromMail(editor.email, 'reset-password');
  await editorPage.goto(link);
  await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  const newPassword = 'a reset editor passphrase';
  await editorPage.getByLabel('New password').fill(newPassword);
  await editorPage.getByLabel('Repeat the password').fill(newPassword);
  await editorPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(editorPage).toHaveURL((url) => url.pathname === '/login', { timeout: 20_000 });
  // The sign-in page says the password was changed, rather than appearing out of nowhere.
  await expect(editorPage.getByRole('status').filter({ hasText: 'Your password was changed. Sign in with your new password.' })).toBeVisible();
  expect(await blockingViolations(editorPage)).toEqual([]);
  await signIn(editorPage, { email: editor.email, password: newPassword }, '/admin/dashboard');
  // Not the first sign-in any more: greeted as someone coming back.
  await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${editor.name}!`);
  await visitor.close();

  // The administrator (two-factor on) reads the audit log.
  await page.goto(`${base}/login?next=/admin/audit`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const totp = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
  // A code of a step not used yet: once the clock has reached the step last used, the next one's
  // code is new and still inside the server's window (it accepts one step either side).
  await expect.poll(() => Date.now() >= lastCodeAt, { timeout: 40_000 }).toBe(true);
  // Remembered: the next sign-in in this file needs a later step than this one.
  lastCodeAt = Date.now() + 30_000;
  await page.getByLabel('Code').fill(totp.generate({ timestamp: lastCodeAt }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/audit', { timeout: 20_000 });
  for (const action of ['Invited a staff member', 'Accepted an invitation', 'Saved a post', 'Turned on two-factor sign-in', 'Replaced the two-factor authenticator app', 'Set a new password with a reset link', 'Failed sign-in']) {
    await expect(page.getByRole('listitem').filter({ hasText: action.toLowerCase() }).first(), action).toBeVisible();
  }
});

// Issue 41: the sign-in pages' forms are Server Action forms, so they work before and without the
// page's scripts: each is posted by the browser and the page comes back with the answer.
test('with scripts off, a forgotten password is asked for and set again; a refusal keeps the page, never the password', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = own.instance.baseUrl;
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  // The earlier test's reset mail is there too: wait for this one's.
  const resetMails = () => mailsTo(editor.email).filter((text) => text.includes('/reset-password/')).length;
  const before = resetMails();
  await page.goto(`${base}/forgot-password`);
  await page.getByLabel('Email').fill(editor.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  await expect.poll(resetMails, { timeout: 20_000 }).toBe(before + 1);
  const link = await linkFromMail(editor.email, 'reset-password');
  await page.goto(link);
  const newPassword = 'a passphrase set without scripts';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat the password').fill('not the same one');
  await page.getByRole('button', { name: 'Set new password' }).click();
  // The server's refusal, under the field; the passwords are not written back into the page.
  await expect(page.getByLabel('Repeat the password')).toHaveAccessibleDescription('The two passwords are not the same');
  await expect(page.getByLabel('New password')).toHaveValue('');
  expect(await page.content()).not.toContain(newPassword);

  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat the password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '?reset=done');
  await expect(page.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();
  await visitor.close();

  // The new password is the one that works, signing in without scripts too.
  const check = await browser.newContext({ javaScriptEnabled: false });
  const signInPage = await check.newPage();
  await signInPage.goto(`${base}/login`);
  await signIn(signInPage, { email: editor.email, password: newPassword }, '/admin/dashboard');
  await check.close();

  // The administrator's two-factor sign-in without scripts: the page comes back at the code step,
  // a wrong code is refused there, the right one signs in.
  const owner = await browser.newContext({ javaScriptEnabled: false });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${base}/login`);
  await ownerPage.getByLabel('Email').fill(admin.email);
  await ownerPage.getByLabel('Password', { exact: true }).fill(admin.password);
  await ownerPage.getByRole('button', { name: 'Sign In' }).click();
  const code = ownerPage.getByLabel('Code');
  await expect(code).toBeVisible();
  const totp = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
  await code.fill('000000' === totp.generate() ? '111111' : '000000');
  await ownerPage.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(ownerPage.getByLabel('Code')).toHaveAccessibleDescription(/This code is not right/);
  await expect.poll(() => Date.now() >= lastCodeAt, { timeout: 40_000 }).toBe(true);
  lastCodeAt = Date.now() + 30_000;
  await ownerPage.getByLabel('Code').fill(totp.generate({ timestamp: lastCodeAt }));
  await ownerPage.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(ownerPage).toHaveURL((url) => url.pathname === '/admin/dashboard', { timeout: 20_000 });
  await owner.close();
});
