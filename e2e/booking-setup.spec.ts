import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';

// The booking setup in the back office, on a phone (390 px): an administrator adds and edits a
// consultation type, an adviser sets their weekly hours, a day off and the types they take. A
// refused save keeps what was typed and puts the keyboard on the field to fix; the pages are axe
// clean and never scroll sideways; what is stored is what the booking engine reads. The seed's
// sample type is left as it is (other specs book it), and is marked as a sample in the list.

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the tests set their own phone width');
});

test('an administrator at 390 px adds a video consultation, is told it needs its link, and edits it', async ({ page }) => {
  const admin = await createAccount('consultations-admin', 'admin');
  const slug = `visa-check-${unique()}`;
  const name = `Visa check ${slug.slice(-4)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, admin);

  await page.goto('/admin/consultations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultation types');
  const [sample] = await findDocuments('consultationtypes', { slug: 'first-consultation' });
  await expect(page.locator(`[data-type-id="${String(sample!._id)}"]`).getByText('Sample', { exact: true })).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Add consultation type' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New consultation type');
  const form = page.getByRole('form', { name: 'New consultation type' });
  // A new type starts from the defaults: 30 minutes, 12 hours' notice, 30 days ahead, two reminders.
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('30');
  await expect(form.getByLabel('Minimum notice (hours)')).toHaveValue('12');
  await expect(form.getByLabel('Bookable up to (days ahead)')).toHaveValue('30');
  await expect(form.getByRole('group', { name: /^Reminder \d$/ })).toHaveCount(2);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Address of its booking page').fill(slug);
  await form.getByLabel('Service').selectOption('opportunity-card');
  // The fee comes from the service's settings.
  await expect(form.getByText(/^Fee, from the service’s settings: /)).toBeVisible();
  await form.getByRole('button', { name: 'Save consultation type' }).click();
  await expect(form.getByText('A video consultation needs its meeting link', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Video meeting link')).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  expect(await blockingViolations(page)).toEqual([]);

  // Fixed and sent from the keyboard.
  await form.getByLabel('Video meeting link').fill('https://meet.example.com/firm');
  await form.getByLabel('Video meeting link').press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/consultations');
  const [created] = await findDocuments('consultationtypes', { slug });
  expect(created).toMatchObject({ channel: 'video', durationMinutes: 30, serviceId: 'opportunity-card', sample: false, remindersMinutesBefore: [1440, 60] });

  const row = page.locator(`[data-type-id="${String(created!._id)}"]`);
  await expect(row).toContainText('30 min');
  await expect(row).toContainText('Video call');
  await expect(row.getByText('Sample', { exact: true })).toHaveCount(0);
  await row.getByRole('link', { name: `Edit: ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit consultation type: ${name}`);
  const edit = page.getByRole('form', { name: `Edit consultation type: ${name}` });
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);
  await edit.getByLabel('Duration (minutes)').fill('45');
  await edit.getByLabel('Free time after (minutes)').fill('15');
  await edit.getByLabel('Most bookings a day per adviser').fill('4');
  await edit.getByRole('group', { name: 'Reminder 2' }).getByRole('button', { name: /^Remove/ }).click();
  await edit.getByRole('button', { name: 'Save consultation type' }).click();
  await expect(page.getByText('Consultation type saved')).toBeVisible();
  await expect.poll(async () => (await findDocuments('consultationtypes', { slug }))[0]).toMatchObject({ durationMinutes: 45, bufferAfterMinutes: 15, maxPerDay: 4, remindersMinutesBefore: [1440] });
});

test('an adviser at 390 px sets their weekly hours, a day off and the types they take, in Berlin time', async ({ page }) => {
  const adviser = await createAccount('hours-adviser', 'adviser');
  const [account] = await findDocuments('users', { email: adviser.email });
  const [sample] = await findDocuments('consultationtypes', { slug: 'first-consultation' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, adviser);

  await page.goto('/admin/availability');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Availability');
  await expect(page.getByText('All times are Berlin time (Europe/Berlin)')).toBeVisible();
  await expect(page.getByText('No hours are set yet')).toBeVisible();
  // Only administrators see everyone's hours.
  await expect(page.getByRole('heading', { name: 'Everyone’s hours' })).toHaveCount(0);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Availability' });
  const monday = form.getByRole('group', { name: 'Monday', exact: true });
  // Adding hours puts the keyboard on the new start time.
  await monday.getByRole('button', { name: 'Add hours on Monday' }).click();
  await expect(monday.getByLabel('From')).toBeFocused();
  await monday.getByLabel('To').fill('13:00');
  await monday.getByRole('button', { name: 'Add hours on Monday' }).click();
  // The second interval starts as 09:00–17:00: it overlaps the first, and the save says so there.
  const afternoon = monday.getByRole('group', { name: /^Monday, hours 2/ });
  await form.getByRole('button', { name: 'Add exception' }).click();
  const exception = form.getByRole('group', { name: /^Exception 1/ });
  const day = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await exception.getByLabel('Date').fill(day);
  await exception.getByLabel('Note').fill('Public holiday');
  await form.getByLabel('First consultation', { exact: true }).check();
  await form.getByRole('button', { name: 'Save hours' }).click();
  await expect(afternoon.getByText('This overlaps 09:00–13:00')).toBeVisible();
  await expect(afternoon.getByLabel('From')).toBeFocused();
  await expect(exception.getByLabel('Note')).toHaveValue('Public holiday');
  expect(await blockingViolations(page)).toEqual([]);

  await afternoon.getByLabel('From').fill('14:00');
  await afternoon.getByLabel('To').fill('18:00');
  await form.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Hours saved')).toBeVisible();
  await expect(page.getByText('No hours are set yet')).toHaveCount(0);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  const [hours] = await findDocuments('adviserhours', { _id: String(account!._id) } as Record<string, unknown>);
  expect(hours).toMatchObject({
    weekly: [
      { weekday: 1, start: '09:00', end: '13:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
    ],
    exceptions: [{ day, intervals: [], note: 'Public holiday' }],
    typeIds: [String(sample!._id)],
    sample: false,
  });
});

test('an administrator at 360 px sees everyone who can take bookings and opens an adviser’s hours', async ({ page }) => {
  const admin = await createAccount('availability-admin', 'admin');
  const adviser = await createAccount('listed-adviser', 'adviser');
  const [account] = await findDocuments('users', { email: adviser.email });
  // The narrowest phone the site supports.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, admin);
  await page.goto('/admin/availability');
  const everyone = page.getByRole('list', { name: 'Staff who can take bookings' });
  await expect(everyone).toContainText(adviser.email);
  await everyone.getByRole('link', { name: `Edit hours: ${adviser.name}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/availability/${String(account!._id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Availability: ${adviser.name}`);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);

  // The type form fits too.
  await page.goto('/admin/consultations/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New consultation type');
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});
