import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { deleteDocuments, findDocuments, insertDocuments } from './support/db';
import { expect, test } from './support/test';
import { storedMarkdown } from './support/editor';

// The messages of the dialogs the page opens from now on, each dismissed.
function dismissedDialogs(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  return asked;
}

// Back-office forms arrive filled (issue 40, item 5): the server's HTML of the site settings form
// and of an existing post's editor carries the saved values (input values, textarea text, the
// selected option, ticked boxes and the chosen radio button), as a browser shows it before any
// script has run; once the scripts run the form hydrates without a mismatch, shows the same and is
// not dirty; and a value typed before the scripts arrived (a slow connection) is kept and counts
// as a change. At 390 px (phone project) and 1440 px (desktop).

const UNSAVED = 'You have unsaved changes. Leave this page and lose them?';

function widthOf(projectName: string) {
  return projectName === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 };
}

// Every control of a form as the page shows it now: "id=value", "id:value=checked" for boxes and
// radio buttons (file, hidden and button inputs aside).
async function controlsOf(form: Locator): Promise<string[]> {
  return form.evaluate((element) =>
    Array.from((element as HTMLFormElement).elements)
      .filter((control): control is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement => control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)
      .filter((control) => !['file', 'hidden', 'submit', 'button'].includes(control.type))
      .map((control) => {
        const key = control.id || control.name;
        return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? `${key}:${control.value}=${control.checked}` : `${key}=${control.value}`;
      }),
  );
}

// A context without scripts, signed in as the page's context is.
async function withoutScripts(browser: Browser, signedIn: BrowserContext, projectName: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.storageState(), baseURL: process.env.E2E_BASE_URL, viewport: widthOf(projectName) });
  return context.newPage();
}

// React's production errors about hydration (#418 text, #423 and #425 a tree rendered again on the client).
// Once its scripts ran, the form holds what the server sent, with no hydration error and no axe finding.
async function expectHydratedAsServed(page: Page, form: Locator, served: string[], errors: string[]) {
  await expect.poll(() => hydrated(form)).toBe(true);
  expect(await controlsOf(form)).toEqual(served);
  expect(errors).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
}

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[2-5]/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#41[89]|#42[2-5]/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

// Whether leaving the page now asks first (the kit's unsaved-changes warning), without leaving: a
// click on a link to another page. The warning's listener (document, capture phase) asks, and on
// "stay" cancels the click and stops it there; a click it lets through reaches the probe's own
// listener on the window, which cancels it so the page stays.
function leavingAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/admin/dashboard';
    document.body.append(link);
    let reached = false;
    const stay = (event: Event) => {
      reached = true;
      event.preventDefault();
    };
    window.addEventListener('click', stay);
    const notCancelled = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    window.removeEventListener('click', stay);
    link.remove();
    return !reached && !notCancelled;
  });
}

const hydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

test('the site settings form: the server’s HTML carries the saved values; hydrated, the form shows the same and is clean', async ({ page, browser }, testInfo) => {
  await page.setViewportSize(widthOf(testInfo.project.name));
  await page.goto('/login?next=/admin/settings');
  await signIn(page, seededAdmin(), '/admin/settings');

  const bare = await withoutScripts(browser, page.context(), testInfo.project.name);
  await bare.goto('/admin/settings');
  const bareForm = bare.getByRole('form', { name: 'Site settings' });
  await expect(bareForm.getByLabel('Name on the website')).not.toHaveValue('');
  await expect(bareForm.getByLabel('Phone')).toHaveValue(/^\+\d/);
  await expect(bareForm.getByLabel('E-mail')).not.toHaveValue('');
  await expect(bareForm.getByLabel('Street and number')).not.toHaveValue('');
  await expect(bareForm.getByLabel('The first consultation is free')).toBeChecked();
  await expect(bareForm.locator('#settings-homeStats-0-value')).not.toHaveValue('');
  const served = await controlsOf(bareForm);
  await bare.context().close();

  const errors = hydrationErrors(page);
  await page.reload();
  const form = page.getByRole('form', { name: 'Site settings' });
  await expectHydratedAsServed(page, form, served, errors);
  await expect(form.getByLabel('Phone')).not.toHaveValue('');

  // Clean once hydrated: leaving does not ask; a change then does.
  const asked = dismissedDialogs(page);
  await page.waitForLoadState('load');
  expect(await leavingAsks(page)).toBe(false);
  await form.getByLabel('Postal code').fill('14467');
  await expect.poll(() => leavingAsks(page)).toBe(true);
  expect(asked).toEqual([UNSAVED]);
});

test('an existing post’s editor: the server’s HTML carries its headline, text, selects, radio and boxes', async ({ page, browser }, testInfo) => {
  await page.setViewportSize(widthOf(testInfo.project.name));
  // A draft of this test's own, made from a seeded post, with every kind of control filled in.
  const [seeded] = await findDocuments('posts', { locale: 'en' });
  if (!seeded) throw new Error('the seed has no English post');
  const tag = randomUUID().slice(0, 8);
  const id = new mongoose.Types.ObjectId();
  const post = {
    headline: `Server values ${tag} & more`,
    summary: '## Before you go\n\nBring **two** passport photos & <copies>.\n\n- one\n- two',
    tags: ['Berlin', 'Visa'],
    imageAlt: 'A passport on a desk',
    seoDescription: 'Two lines\nof description',
  };
  await insertDocuments('posts', [
    { ...seeded, _id: id, translationGroup: id, slug: `server-values-${tag}`, previousSlugs: [], ...post, noindex: true, status: 'draft', publishAt: null },
  ]);
  const address = `/admin/blogs/edit/${id.toString()}`;
  try {
    await page.goto(`/login?next=${address}`);
    await signIn(page, seededAdmin(), address);

    const bare = await withoutScripts(browser, page.context(), testInfo.project.name);
    await bare.goto(address);
    const bareForm = bare.locator('form').filter({ has: bare.getByLabel('Headline') });
    await expect(bareForm.getByLabel('Headline')).toHaveValue(post.headline);
    await expect(bareForm.getByLabel('Summary')).toHaveValue(post.summary);
    await expect(bareForm.getByLabel('Category')).toHaveValue(String(seeded.category));
    await expect(bareForm.getByLabel('Language')).toHaveValue('en');
    await expect(bareForm.getByLabel('Tags')).toHaveValue('Berlin, Visa');
    await expect(bareForm.getByLabel('Image alt text')).toHaveValue(post.imageAlt);
    await expect(bareForm.getByLabel('Search description')).toHaveValue(post.seoDescription);
    await expect(bareForm.getByLabel('Web address')).toHaveValue(`server-values-${tag}`);
    await expect(bareForm.getByLabel('Hide from search engines')).toBeChecked();
    await expect(bareForm.getByLabel('Mark the content as checked today')).not.toBeChecked();
    await expect(bareForm.getByRole('radio', { name: /^Save as draft/ })).toBeChecked();
    await expect(bareForm.getByRole('radio', { name: /^Publish now/ })).not.toBeChecked();
    const served = await controlsOf(bareForm);
    await bare.context().close();

    const errors = hydrationErrors(page);
    await page.reload();
    const form = page.locator('form').filter({ has: page.getByLabel('Headline') });
    // Once its scripts ran, the text is in the visual editor instead of the served textarea, and
    // it reads back as the same Markdown.
    const summaryServed = `post-summary=${post.summary}`;
    expect(served).toContain(summaryServed);
    await expectHydratedAsServed(page, form, served.filter((control) => control !== summaryServed), errors);
    await expect(page.getByLabel('Headline')).toHaveValue(post.headline);
    expect(await storedMarkdown(page, 'Summary')).toBe(post.summary);

    // Clean once hydrated: leaving does not ask; a change then does, and undoing it makes it clean again.
    const asked = dismissedDialogs(page);
    await page.waitForLoadState('load');
    expect(await leavingAsks(page)).toBe(false);
    await page.getByLabel('Tags').fill('changed, tags');
    await expect.poll(() => leavingAsks(page)).toBe(true);
    expect(asked).toEqual([UNSAVED]);
    await page.getByLabel('Tags').fill('Berlin, Visa');
    await expect.poll(() => leavingAsks(page)).toBe(false);
    await page.getByRole('link', { name: 'Back to posts' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    expect(asked).toEqual([UNSAVED]);
  } finally {
    await deleteDocuments('posts', { _id: id });
  }
});

test('on a slow connection: a value typed before the scripts arrive is kept and counts as a change', async ({ page }, testInfo) => {
  await page.setViewportSize(widthOf(testInfo.project.name));
  await page.goto('/login?next=/admin/settings');
  await signIn(page, seededAdmin(), '/admin/settings');

  // The page's scripts (not its styles, which the page waits for) arrive once the person has typed.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'), async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/admin/settings', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Site settings' });
  const city = form.getByLabel('City');
  await expect(city).not.toHaveValue('');
  expect(await hydrated(form)).toBe(false);
  await city.fill('Potsdam');
  release();

  await expect.poll(() => hydrated(form)).toBe(true);
  await expect(city).toHaveValue('Potsdam');
  page.on('dialog', (dialog) => void dialog.dismiss());
  await expect.poll(() => leavingAsks(page)).toBe(true);
  await expect(city).toHaveValue('Potsdam');
});
