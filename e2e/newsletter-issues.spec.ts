import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { deleteDocuments, findDocuments, insertDocuments } from './support/db';
import { mailTo } from './support/mail';
import { holdNewsletterSwitch, releaseNewsletterSwitch } from './support/newsletter-switch';
import { expect, test } from './support/test';
import { fillMarkdown } from './support/editor';

// The newsletter's issues in the back office (issue 30). An editor on a 390 px phone writes an
// issue with the keyboard, is told what is missing, previews it and sends a test to themselves,
// which arrives in the development mail folder. Then the whole way: an administrator sends an
// issue to the confirmed subscribers; a subscriber's mail has the List-Unsubscribe headers and a
// visible link, which unsubscribes them on the unsubscribe page; the issue's page counts it. And an
// administrator pauses an issue that is being sent and lets it go on, and an editor takes back an
// issue's schedule, with the keyboard.

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
// The issue's preview is a sandboxed frame without scripts, which axe cannot enter; its frame has
// a title, checked by name in the test.
const WITHOUT_PREVIEW = { exclude: ['iframe[sandbox]'] };
const tag = () => randomUUID().slice(0, 8);

// An issue stored directly, in the state a test starts from (a draft unless told otherwise).
async function insertIssue(fields: Record<string, unknown>): Promise<mongoose.Types.ObjectId> {
  const id = new mongoose.Types.ObjectId();
  const issue = { _id: id, locale: 'en', previewText: '', bodySource: 'markdown', body: 'The **dates** that matter.', postIds: [], status: 'draft', recipients: 0 };
  await insertDocuments('newsletterissues', [{ ...issue, createdAt: new Date(), updatedAt: new Date(), ...fields }]);
  return id;
}

// The switch is the firm's, for the whole site: the journey switches it on through the settings
// form (which expires the cached pages with their boxes) and leaves it as it found it.
async function setNewsletter(page: Page, on: boolean) {
  await page.goto('/admin/newsletter');
  const box = page.getByRole('checkbox', { name: 'Offer the newsletter on the website' });
  if ((await box.isChecked()) === on) return;
  await box.setChecked(on);
  await page.getByRole('button', { name: 'Save newsletter settings' }).click();
  await expect(page.getByText(on ? 'The newsletter is on: visitors can subscribe.' : 'The newsletter is off: no subscription box is shown and nobody can subscribe.')).toBeVisible();
}

test('an editor at 390 px writes an issue, is shown what is missing, previews it and sends a test to themselves', async ({ page }) => {
  const editor = await createAccount('issues-editor', 'editor');
  const subject = `Study news ${tag()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, editor);

  await page.goto('/admin/newsletter/issues');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter issues');
  await expect(page.getByRole('navigation', { name: 'Newsletter' }).getByRole('link', { name: 'Issues' })).toHaveAttribute('aria-current', 'page');
  expect(await blockingViolations(page)).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'New issue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New newsletter issue');
  // Saved empty: the list of what is missing, the focus on the first field, nothing typed lost.
  await page.getByLabel('Preview text').fill('Three dates for the winter semester');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please correct the following:')).toBeVisible();
  await expect(page.getByLabel('Subject')).toBeFocused();
  await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Preview text')).toHaveValue('Three dates for the winter semester');

  // With the keyboard: the subject, then the posts as the body and back to a text.
  await page.keyboard.type(subject);
  await page.getByRole('radio', { name: 'Chosen posts' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Chosen posts' })).toBeChecked();
  // A published post found by a word of its title and added with the keyboard; the focus goes
  // back to the search, and the post is listed as chosen.
  const [post] = (await (await page.request.get('/api/v1/posts/get?limit=1')).json()) as { headline: string }[];
  await page.getByLabel('Find a post').fill(post!.headline.slice(0, 12));
  await page.getByRole('button', { name: `Add: ${post!.headline}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: `1. ${post!.headline}` })).toBeVisible();
  await expect(page.getByLabel('Find a post')).toBeFocused();
  await expect(page.getByRole('button', { name: `Remove: ${post!.headline}` })).toBeVisible();
  await page.getByRole('radio', { name: 'Text written for this issue' }).check();
  await fillMarkdown(page, 'Text', '## Apply by 15 January\n\nThe **dates** that matter this winter.');
  // An image from the library, with its alt text, after the text.
  await page.getByRole('textbox', { name: 'Text', exact: true }).click();
  await page.keyboard.press('Control+End');
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Image from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 20, g: 90, b: Math.floor(Math.random() * 255) } } }).png().toBuffer();
  await picker.getByLabel('Upload a new image').setInputFiles({ name: 'campus.png', mimeType: 'image/png', buffer: photo });
  await expect(picker.getByRole('radio', { checked: true })).toHaveCount(1);
  await picker.getByLabel('Alt text (English)').fill('Students on a campus in winter');
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker).toBeHidden();
  // The editor's preview is the mail being typed (on a phone, behind its toggle).
  const showPreview = page.getByRole('button', { name: 'Show preview' });
  if (await showPreview.isVisible()) await showPreview.click();
  await expect(page.frameLocator('iframe[title="Preview"]').getByRole('heading', { name: 'Apply by 15 January' })).toBeVisible();
  expect(await blockingViolations(page, WITHOUT_PREVIEW)).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // Created: its own page, with the preview of the saved issue and the sending.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/newsletter\/issues\/[0-9a-f]{24}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText('Draft');
  const preview = page.frameLocator('iframe[title="Preview of the issue as a mail"]');
  await expect(preview.getByRole('heading', { name: 'Apply by 15 January' })).toBeVisible();
  await page.getByText('Plain-text version').click();
  await expect(page.locator('pre')).toContainText('Apply by 15 January');
  expect(await blockingViolations(page, WITHOUT_PREVIEW)).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`Test sent to ${editor.email}`)).toBeVisible();
  await expect.poll(() => mailTo(editor.email).find((text) => text.includes(subject)) ?? '', { timeout: 30_000 }).toContain(`[Test] ${subject}`);
  const testMail = mailTo(editor.email).find((text) => text.includes(subject))!;
  expect(testMail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  // The image reaches mail programs at an absolute address, with its alt text.
  expect(testMail).toMatch(/<img[^>]+src="https?:\/\/[^"]+\/uploads\/[0-9a-f-]+\.webp"[^>]*alt="Students on a campus in winter"|<img[^>]+alt="Students on a campus in winter"[^>]*src="https?:\/\/[^"]+\/uploads\/[0-9a-f-]+\.webp"/);
  // A test counts nowhere: the issue is still a draft.
  const [issue] = await findDocuments('newsletterissues', { subject });
  expect(issue).toMatchObject({ status: 'draft', recipients: 0 });

  // The narrowest phone: the issue's page and the list still never scroll sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.goto('/admin/newsletter/issues');
  await expect(page.locator(`[data-issue-id="${String(issue!._id)}"]`)).toContainText('Draft');
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('an issue sent now reaches a confirmed subscriber, whose link in it unsubscribes them; the issue counts it', async ({ page }) => {
  test.slow();
  const admin = await createAccount('issues-admin', 'admin');
  const email = `e2e-reader-${tag()}@example.com`;
  const subject = `Winter news ${tag()}`;
  await signIn(page, admin);

  // A subscriber who confirmed (the subscribing itself: e2e/newsletter-subscribe.spec.ts), and a draft.
  await insertDocuments('newslettersubscribers', [
    {
      email,
      locale: 'de',
      status: 'confirmed',
      consent: { text: 'Ja, bitte senden Sie mir den Newsletter.', version: '2026-11-26', privacyPolicyVersion: 'e2e' },
      subscribedAt: new Date(),
      confirmedAt: new Date(),
      confirmTokenHash: randomUUID(),
      confirmTokenExpiresAt: new Date(),
      unsubscribeTokenHash: randomUUID(),
    },
  ]);
  const issueId = await insertIssue({ locale: 'de', subject, previewText: 'Neues zum Wintersemester', body: 'Die **Fristen** im Winter.' });

  // The switch is held from here to the end (e2e/newsletter-subscribe.spec.ts flips it too), with time to wait for it.
  test.setTimeout(test.info().timeout + 300_000);
  await holdNewsletterSwitch();
  const [before] = await findDocuments('newslettersettings', { _id: 'newsletter' });
  const wasOn = Boolean(before?.enabled);
  try {
    await setNewsletter(page, true);
    await page.goto(`/admin/newsletter/issues/${issueId.toHexString()}`);
    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this issue now?' });
    await expect(dialog).toContainText(/\d+ confirmed subscribers? of the German newsletter will receive it\./);
    expect(await blockingViolations(page, WITHOUT_PREVIEW)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText(/Sending|Sent/);
    await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();

    await expect.poll(() => mailTo(email).find((text) => text.includes(subject)) ?? '', { timeout: 60_000 }).toContain(subject);
    const mail = mailTo(email).find((text) => text.includes(subject))!;
    const header = /^List-Unsubscribe: <(https?:\/\/[^>]+)>, <mailto:[^>]+>\r?$/m.exec(mail);
    expect(header, 'List-Unsubscribe on one line, https and mailto').not.toBeNull();
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail).toMatch(/^Precedence: bulk\r?$/m);
    const link = new URL(header![1]!);
    expect(link.pathname).toBe('/de/newsletter/abmelden');
    // The same link is visible in the mail itself.
    expect(mail).toContain(`${link.pathname}${link.search}`);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect((await findDocuments('newslettersubscribers', { email }))[0]).toMatchObject({ status: 'confirmed' });
    await page.getByRole('button', { name: 'Abbestellen' }).click();
    await expect.poll(async () => (await findDocuments('newslettersubscribers', { email }))[0]?.status, { timeout: 15_000 }).toBe('unsubscribed');

    await page.goto(`/admin/newsletter/issues/${issueId.toHexString()}`);
    const unsubscribed = page.locator('dt', { hasText: 'Unsubscribed by this issue' }).locator('xpath=following-sibling::dd');
    await expect(unsubscribed).toHaveText('1');
    expect(await blockingViolations(page, WITHOUT_PREVIEW)).toEqual([]);
  } finally {
    try {
      if (!wasOn) await setNewsletter(page, false);
    } finally {
      releaseNewsletterSwitch();
    }
  }
});

test('an administrator pauses an issue that is being sent, with the keyboard, is told why it waits, and resumes it', async ({ page }) => {
  // An administrator: the test switches the newsletter off, which an editor may not.
  const admin = await createAccount('issues-pauser', 'admin');
  const subject = `Spring news ${tag()}`;
  await signIn(page, admin);

  // The switch is held off from here to the end, so the sending job leaves the issue as the
  // buttons set it (nothing is queued or finished under the test's feet).
  test.setTimeout(test.info().timeout + 300_000);
  await holdNewsletterSwitch();
  const [before] = await findDocuments('newslettersettings', { _id: 'newsletter' });
  const wasOn = Boolean(before?.enabled);
  let issueId: mongoose.Types.ObjectId | undefined;
  try {
    await setNewsletter(page, false);
    issueId = await insertIssue({ subject, status: 'sending', sendingStartedAt: new Date() });
    await page.goto(`/admin/newsletter/issues/${issueId.toHexString()}`);
    const status = page.getByRole('status').filter({ hasText: 'Status:' });
    await expect(status).toContainText('Sending');
    const pause = page.getByRole('button', { name: 'Pause sending' });
    await expect(pause).toBeEnabled();
    await expect(pause).not.toHaveAttribute('aria-busy');
    expect(await blockingViolations(page, WITHOUT_PREVIEW)).toEqual([]);

    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sending paused', { exact: true })).toBeVisible();
    await expect(status).toContainText('Paused');
    await expect(page.getByRole('heading', { name: 'Sending is paused' })).toBeVisible();
    await expect(page.getByText(`Paused by ${admin.name}`, { exact: true })).toBeVisible();
    await expect(pause).toHaveCount(0);
    expect((await findDocuments('newsletterissues', { _id: issueId }))[0]).toMatchObject({ status: 'paused', pausedReason: `Paused by ${admin.name}` });
    expect(await blockingViolations(page, WITHOUT_PREVIEW)).toEqual([]);

    const resume = page.getByRole('button', { name: 'Resume sending' });
    await resume.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sending resumed', { exact: true })).toBeVisible();
    await expect(status).toContainText('Sending');
    await expect(resume).toHaveCount(0);
    await expect(pause).toBeEnabled();
    expect((await findDocuments('newsletterissues', { _id: issueId }))[0]).toMatchObject({ status: 'sending', pausedReason: '' });
  } finally {
    try {
      // Not left sending for a later run of the job with the switch on.
      if (issueId) await deleteDocuments('newsletterissues', { _id: issueId });
      if (wasOn) await setNewsletter(page, true);
    } finally {
      releaseNewsletterSwitch();
    }
  }
});

test("an editor takes back an issue's schedule with the keyboard, and it is a draft again", async ({ page }) => {
  const editor = await createAccount('issues-unscheduler', 'editor');
  const subject = `Summer news ${tag()}`;
  // A year ahead: the sending job never starts it during the run.
  const issueId = await insertIssue({ subject, status: 'scheduled', scheduledAt: new Date(Date.now() + 365 * 24 * 60 * 60_000) });
  await signIn(page, editor);
  await page.goto(`/admin/newsletter/issues/${issueId.toHexString()}`);
  const status = page.getByRole('status').filter({ hasText: 'Status:' });
  await expect(status).toContainText('Scheduled');
  const cancel = page.getByRole('button', { name: 'Cancel schedule' });
  await expect(cancel).not.toHaveAttribute('aria-busy');
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Schedule cancelled: the issue is a draft again', { exact: true })).toBeVisible();
  await expect(status).toContainText('Draft');
  await expect(cancel).toHaveCount(0);
  expect((await findDocuments('newsletterissues', { _id: issueId }))[0]).toMatchObject({ status: 'draft', scheduledAt: null });
  expect(await blockingViolations(page, WITHOUT_PREVIEW)).toEqual([]);
  await deleteDocuments('newsletterissues', { _id: issueId });
});
