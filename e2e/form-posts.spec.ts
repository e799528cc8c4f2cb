import { createAccount } from './support/accounts';
import { expectNoneIn, methodsAndPaths, navigationsDuring } from './support/form-navigations';
import { expect, test } from './support/test';

// Issue 40, item 4: what a person types never goes into an address. With scripts off (or before
// they load), a form without method="post" is sent as a GET with every field in the address, where
// access logs, proxies and the browser's history keep it. Every form that takes personal data or a
// secret posts. The public forms on Server Actions take the post (here sign-in;
// e2e/public-forms-without-scripts.spec.ts the contact form and the enquiry,
// e2e/newsletter-subscribe.spec.ts the newsletter); a page that takes no post answers 405
// (e2e/server-action-refusals.spec.ts).

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  // Issue 41: the sign-in form is a Server Action's form, so it works without scripts too.
  test('the sign-in form posts: a wrong password comes back with the reason, the right one signs in; nothing typed is in an address', async ({ page }) => {
    // An account of its own: a failed sign-in counts against the account from this address for 15
    // minutes (lib/server/auth/login.ts), and the other tests sign the seeded admin in from here.
    const admin = await createAccount('form-post-sign-in');
    await page.goto('/login?next=/admin/blogs');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('secret password 123');
    const refused = await navigationsDuring(page, async () => {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    });
    expect(methodsAndPaths(refused)).toEqual(['POST /login']);
    for (const address of [page.url(), ...refused.map((request) => request.url())]) expectNoneIn(address, [admin.email, 'secret password 123']);
    await expect(page.getByLabel('Email')).toHaveValue(admin.email);
    // A password is never written back into a page.
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    const sent = await navigationsDuring(page, async () => {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/admin/blogs', { timeout: 20_000 });
    });
    for (const request of sent) expectNoneIn(request.url(), [admin.email, admin.password]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Management');
  });
});

// The forms in the server's HTML, before any script: each one with a field for personal data or a
// secret has method="post". Pages: the sign-in pages and every page one link away from the two
// home pages (the services, a post, the checklists, contact, booking, the legal pages).
const SENSITIVE_FIELD = /<input[^>]*\btype="(?:password|email|tel)"|<textarea\b/;

function formsOf(html: string): { open: string; sensitive: boolean }[] {
  return [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map((match) => ({ open: match[1]!, sensitive: SENSITIVE_FIELD.test(match[2]!) }));
}

test('every form with a field for personal data or a secret posts, in the server HTML of the public and sign-in pages', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'server HTML; once is enough');
  test.setTimeout(120_000);
  const paths = new Set(['/login', '/forgot-password', '/contact', '/de/kontakt', '/book', '/de/termin']);
  for (const home of ['/', '/de']) {
    paths.add(home);
    const html = await (await page.request.get(`${baseURL}${home}`)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)) {
      if (!/^\/(?:api|_next|admin|uploads)\b/.test(href!) && !/\.\w+$/.test(href!)) paths.add(href!);
    }
  }
  const withSensitiveForms: string[] = [];
  for (const path of paths) {
    const response = await page.request.get(`${baseURL}${path}`, { maxRedirects: 5 });
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    for (const form of formsOf(await response.text()).filter((found) => found.sensitive)) {
      withSensitiveForms.push(path);
      expect(form.open, `a form on ${path}`).toMatch(/\bmethod="post"/i);
    }
  }
  // The pages known to have such forms were among them, so the check above checked something.
  expect(withSensitiveForms).toEqual(expect.arrayContaining(['/login', '/forgot-password', '/contact', '/de/kontakt']));
});
