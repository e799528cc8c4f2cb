import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { Page } from '@playwright/test';
import { addDays, berlinDay, berlinDayStart } from '../lib/time/berlin';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { insertConsultationType, insertDailyHours } from './support/booking';
import { deleteDocuments, findDocuments, insertDocuments } from './support/db';
import { expect, test } from './support/test';

// The adviser's agenda on a 390 px phone: today's consultation, its lead's page with the
// Consultations block, and marking it done, which shows on the lead's timeline. Axe clean, no
// sideways scroll. The booking is written straight into the database, as the engine stores one.
// It opens on today and the six days after it (issue 40): on a wide screen a grid of seven day
// columns, on a phone the days with consultations, the others folded into a line.

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

// A lead and its consultation with the adviser, by default one that began a minute ago (so it can
// be marked done).
async function leadWithBooking(adviserId: string, adviserName: string, fullName: string, start = new Date(Date.now() - 60_000), typeId = new mongoose.Types.ObjectId().toString()) {
  const enquiryId = new mongoose.Types.ObjectId();
  const bookingId = new mongoose.Types.ObjectId();
  const end = new Date(start.getTime() + 30 * 60_000);
  const now = new Date();
  await insertDocuments('enquiries', [
    { _id: enquiryId, fullName, email: `${bookingId}@example.com`, message: 'Booked a first consultation.', status: 'new', isRead: false, source: 'booking', locale: 'en', clientId: randomUUID(), mailQueued: true, submittedAt: now, lastActivityAt: now, updatedAt: now },
  ]);
  await insertDocuments('bookings', [
    {
      _id: bookingId,
      typeId,
      typeName: 'First consultation',
      durationMinutes: 30,
      channel: 'video',
      adviserId,
      adviserName,
      start,
      end,
      blockStart: start,
      blockEnd: end,
      day: berlinDay(start),
      status: 'confirmed',
      sequence: 0,
      uid: `${bookingId}@example.com`,
      fullName,
      email: `${bookingId}@example.com`,
      phoneNumber: '+91 98765 43210',
      whatsappNumber: '',
      topic: 'Opportunity Card',
      timeZone: 'Asia/Kolkata',
      locale: 'en',
      enquiryId,
      cancelledAt: null,
      cancelledBy: null,
      reason: '',
      outcomeAt: null,
      clientId: randomUUID(),
      anonymisedAt: null,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  return { enquiryId: enquiryId.toString(), bookingId: bookingId.toString() };
}

// Noon in Berlin `days` after today (Berlin's): a time the agenda writes as 12:00 whatever the season.
function berlinNoonIn(days: number): Date {
  return new Date(berlinDayStart(addDays(berlinDay(new Date()), days)).getTime() + 12 * 60 * 60_000);
}

test('at 390 px the agenda opens on today and the coming days: a consultation in three days shows at once, the empty days fold into lines, and the next one after them is named', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone-width view');
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const adviser = await createAccount('agenda-coming', 'adviser');
  const [account] = await findDocuments('users', { email: adviser.email });
  const adviserId = account!._id.toString();
  const soon = `Rahul ${randomUUID().slice(0, 8)}`;
  const later = `Mei ${randomUUID().slice(0, 8)}`;
  const todays = `Ines ${randomUUID().slice(0, 8)}`;
  await leadWithBooking(adviserId, adviser.name, todays, berlinNoonIn(0));
  await leadWithBooking(adviserId, adviser.name, soon, berlinNoonIn(3));
  await leadWithBooking(adviserId, adviser.name, later, berlinNoonIn(10));

  await page.goto('/admin/agenda');
  await signIn(page, adviser, '/admin/agenda');
  // On first open, whatever the weekday (on a Sunday the calendar week has ended).
  await expect(page.getByRole('listitem').filter({ hasText: soon })).toBeVisible();
  const coming = page.getByRole('region', { name: /^From today: / });
  const booking = coming.getByRole('listitem').filter({ hasText: soon });
  await expect(booking).toContainText('12:00–12:30');
  await expect(booking).toContainText('First consultation · Video call');
  await expect(booking.getByRole('button', { name: /^Move: / })).toBeVisible();
  // On a phone only the day with a consultation has its own heading (today is the Today card's);
  // the two empty days before it and the three after fold into one line each.
  await expect(coming.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(coming.getByText(/^No consultations (on|from) /)).toHaveCount(2);
  await expect(coming.getByRole('listitem').filter({ hasText: later })).toHaveCount(0);
  // Today's consultation is in the Today card just above, not a second time below it.
  await expect(page.getByRole('region', { name: /^Today: / }).getByRole('listitem').filter({ hasText: todays })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: todays })).toHaveCount(1);
  // The consultation after these seven days is named, with the way to its week.
  const next = page.getByRole('link', { name: /^Next consultation: / });
  await expect(next).toContainText(later);
  await noSidewaysScroll(page);
  expect(await blockingViolations(page)).toEqual([]);
  await next.click();
  await expect(page).toHaveURL(/\/admin\/agenda\?week=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('region', { name: /^Week of / }).getByRole('listitem').filter({ hasText: later })).toContainText('12:00–12:30');
  // Back to the coming days from any week.
  await page.getByRole('link', { name: 'From today' }).click();
  await expect(page.getByRole('region', { name: /^From today: / }).getByRole('listitem').filter({ hasText: soon })).toBeVisible();
});

test('at 1440 px the agenda opens on today and the coming days as a grid of seven day columns, the consultation in its day', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the wide-screen view');
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const adviser = await createAccount('agenda-grid', 'adviser');
  const [account] = await findDocuments('users', { email: adviser.email });
  const visitor = `Olu ${randomUUID().slice(0, 8)}`;
  const start = berlinNoonIn(3);
  await leadWithBooking(account!._id.toString(), adviser.name, visitor, start);

  await page.goto('/admin/agenda');
  await signIn(page, adviser, '/admin/agenda');
  // On first open, whatever the weekday (on a Sunday the calendar week has ended).
  await expect(page.getByRole('listitem').filter({ hasText: visitor })).toBeVisible();
  const coming = page.getByRole('region', { name: /^From today: / });
  const days = coming.getByRole('region');
  await expect(days).toHaveCount(7);
  // Side by side in one row, left to right from today.
  const boxes = await days.evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect()).map(({ x, y, width }) => ({ x, y, width })));
  expect(boxes.every((box) => Math.abs(box.y - boxes[0]!.y) < 2 && box.width > 100)).toBe(true);
  expect(boxes.every((box, index) => index === 0 || box.x > boxes[index - 1]!.x + boxes[index - 1]!.width - 1)).toBe(true);
  await expect(days.first()).toHaveAttribute('id', `day-${berlinDay(new Date())}`);
  // The consultation is a block in its own day's column (the fourth), at its Berlin time.
  const booking = days.nth(3).getByRole('listitem').filter({ hasText: visitor });
  await expect(booking).toContainText('12:00–12:30');
  await expect(booking.getByRole('button', { name: /^Cancel: / })).toBeVisible();
  await expect(days.nth(3)).toHaveAttribute('id', `day-${berlinDay(start)}`);
  await noSidewaysScroll(page);
  expect(await blockingViolations(page)).toEqual([]);

  // The weeks still step, and a week is the same grid, Monday to Sunday.
  await page.getByRole('link', { name: 'Next week' }).click();
  const week = page.getByRole('region', { name: /^Week of / });
  await expect(week.getByRole('region')).toHaveCount(7);
  await expect(week.getByRole('heading', { level: 3 }).first()).toContainText('Mon');
});

test('at 390 px: an adviser sees today’s consultation, opens its lead, and marks it done; the lead’s timeline shows it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone-width journey');
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const adviser = await createAccount('agenda', 'adviser');
  const [account] = await findDocuments('users', { email: adviser.email });
  const visitor = `Priya ${randomUUID().slice(0, 8)}`;
  const { enquiryId, bookingId } = await leadWithBooking(account!._id.toString(), adviser.name, visitor);

  await page.goto('/admin/agenda');
  await signIn(page, adviser, '/admin/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  const today = page.getByRole('region', { name: /^Today: / });
  const booking = today.getByRole('listitem').filter({ hasText: visitor });
  await expect(booking).toContainText('First consultation · Video call');
  await expect(booking).toContainText('Confirmed');
  await noSidewaysScroll(page);
  expect(await blockingViolations(page)).toEqual([]);

  // Marking asks first and says the visitor is not told.
  await booking.getByRole('button', { name: /^Done: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this consultation as done?' });
  await expect(dialog).toContainText('The visitor gets no e-mail.');
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Mark as done' }).click();
  await expect(dialog).toBeHidden();
  await expect(booking).toContainText('Done');
  await expect(booking.getByRole('button', { name: /^Done: / })).toHaveCount(0);
  // The button went with the change: the focus is on the booking's card, not lost.
  await expect(booking).toBeFocused();
  await expect.poll(async () => (await findDocuments('bookings', { _id: new mongoose.Types.ObjectId(bookingId) }))[0]?.status).toBe('done');

  await booking.getByRole('link', { name: `${visitor}: open the lead` }).click();
  await expect(page).toHaveURL(`/admin/enquiries/${enquiryId}`);
  const consultations = page.getByRole('region', { name: 'Consultations' });
  await expect(consultations).toContainText('First consultation · Video call');
  await expect(consultations).toContainText('Done');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Consultation done')).toBeVisible();
  await expect(timeline).toContainText(`by ${adviser.name}`);
  await noSidewaysScroll(page);
  expect(await blockingViolations(page)).toEqual([]);

  // Back to that day in the agenda from the lead.
  await consultations.getByRole('link', { name: /in the agenda$/ }).click();
  await expect(page).toHaveURL(/\/admin\/agenda\?week=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});

test('an adviser sees only their own consultations; an administrator chooses whose agenda, or everyone’s', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same page on a wide screen');
  test.setTimeout(120_000);
  const ada = await createAccount('agenda-ada', 'adviser');
  const ben = await createAccount('agenda-ben', 'adviser');
  const admin = await createAccount('agenda-admin', 'admin');
  const [adaDoc] = await findDocuments('users', { email: ada.email });
  const [benDoc] = await findDocuments('users', { email: ben.email });
  const adasVisitor = `Ada's visitor ${randomUUID().slice(0, 8)}`;
  const bensVisitor = `Ben's visitor ${randomUUID().slice(0, 8)}`;
  await leadWithBooking(adaDoc!._id.toString(), ada.name, adasVisitor);
  await leadWithBooking(benDoc!._id.toString(), ben.name, bensVisitor);

  await page.goto('/admin/agenda');
  await signIn(page, ada, '/admin/agenda');
  await expect(page.getByText(adasVisitor).first()).toBeVisible();
  await expect(page.getByText(bensVisitor)).toHaveCount(0);
  // An adviser's address naming someone else still shows their own.
  await page.goto(`/admin/agenda?adviser=${benDoc!._id.toString()}`);
  await expect(page.getByText(adasVisitor).first()).toBeVisible();
  await expect(page.getByText(bensVisitor)).toHaveCount(0);
  await expect(page.getByLabel('Whose agenda')).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto('/admin/agenda');
  await signIn(page, admin, '/admin/agenda');
  await page.getByLabel('Whose agenda').selectOption({ label: ben.name });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`adviser=${benDoc!._id.toString()}`));
  await expect(page.getByText(bensVisitor).first()).toBeVisible();
  await expect(page.getByText(adasVisitor)).toHaveCount(0);
  await page.getByLabel('Whose agenda').selectOption({ label: 'Everyone' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('region', { name: /^Today: / }).getByText(bensVisitor)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Today: / }).getByText(adasVisitor)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Today: / }).getByRole('listitem').filter({ hasText: adasVisitor })).toContainText(`with ${ada.name}`);
  expect(await blockingViolations(page)).toEqual([]);
});

test('staff cancel a coming consultation with a reason; the visitor is told, and the lead’s timeline says who and why', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same page on a wide screen');
  test.setTimeout(120_000);
  const adviser = await createAccount('agenda-cancel', 'adviser');
  const [account] = await findDocuments('users', { email: adviser.email });
  const visitor = `Lucas ${randomUUID().slice(0, 8)}`;
  const start = new Date(Date.now() + 3 * 24 * 60 * 60_000);
  const { enquiryId, bookingId } = await leadWithBooking(account!._id.toString(), adviser.name, visitor, start);

  await page.goto(`/admin/agenda?week=${berlinDay(start)}`);
  await signIn(page, adviser, '/admin/agenda');
  const booking = page.getByRole('region', { name: /^Week of / }).getByRole('listitem').filter({ hasText: visitor });
  await expect(booking.getByRole('button', { name: /^Done: / })).toHaveCount(0);
  await booking.getByRole('button', { name: /^Cancel: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this consultation?' });
  await expect(dialog).toContainText('The visitor gets an e-mail that the consultation is cancelled');
  await dialog.getByLabel('Reason for the visitor (optional)').fill('The adviser is ill.');
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(booking).toContainText('Confirmed');
  await booking.getByRole('button', { name: /^Cancel: / }).click();
  await dialog.getByLabel('Reason for the visitor (optional)').fill('The adviser is ill.');
  await dialog.getByRole('button', { name: 'Cancel consultation' }).click();
  await expect(dialog).toBeHidden();
  await expect(booking).toContainText('Cancelled');
  // The buttons went with the change: the focus is on the booking's card, not lost.
  await expect(booking).toBeFocused();
  await expect.poll(async () => (await findDocuments('bookings', { _id: new mongoose.Types.ObjectId(bookingId) }))[0]?.cancelledBy).toBe('staff');
  await expect.poll(async () => (await findDocuments('outboxmessages', { key: new RegExp(`^booking:${bookingId}:`) })).length).toBeGreaterThan(0);

  await page.goto(`/admin/enquiries/${enquiryId}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Consultation cancelled by staff')).toBeVisible();
  await expect(timeline).toContainText('The adviser is ill.');
  await expect(timeline).toContainText(`by ${adviser.name}`);
});

test('staff move a coming consultation to a free time of its type; the lead’s timeline shows the new time', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same page on a wide screen');
  test.setTimeout(120_000);
  const adviser = await createAccount('agenda-move', 'adviser');
  const [account] = await findDocuments('users', { email: adviser.email });
  const adviserId = account!._id.toString();
  // A type of this test's own (switched off, so no public page lists it while the other specs run;
  // its bookings can still be moved; no reminders) that only this adviser takes, every day around
  // the clock, so free times exist whenever the test runs.
  const typeId = await insertConsultationType({ slug: `agenda-move-${randomUUID().slice(0, 8)}`, name: { en: 'Agenda move test' }, active: false });
  await insertDailyHours(adviserId, typeId, '00:00', '23:30');
  // The type and the hours go when the test ends, passed or not.
  try {
    const visitor = `Mina ${randomUUID().slice(0, 8)}`;
    const start = new Date(Math.ceil((Date.now() + 2 * 24 * 60 * 60_000) / 1_800_000) * 1_800_000);
    const { enquiryId, bookingId } = await leadWithBooking(adviserId, adviser.name, visitor, start, typeId);

    await page.goto(`/admin/agenda?week=${berlinDay(start)}`);
    await signIn(page, adviser, '/admin/agenda');
    const booking = page.getByRole('region', { name: /^Week of / }).getByRole('listitem').filter({ hasText: visitor });
    await booking.getByRole('button', { name: /^Move: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Move this consultation' });
    await expect(dialog).toContainText('The visitor gets an e-mail with the new time');
    const time = dialog.getByLabel('New time (Berlin)');
    await expect(time).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    const chosen = await time.inputValue();
    expect(chosen).not.toBe(start.toISOString());
    await dialog.getByLabel('Reason for the visitor (optional)').fill('The adviser has a court date.');
    await dialog.getByRole('button', { name: 'Move consultation' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => {
        const [stored] = await findDocuments('bookings', { _id: new mongoose.Types.ObjectId(bookingId) });
        return stored ? { start: (stored.start as Date).toISOString(), sequence: stored.sequence } : null;
      })
      .toEqual({ start: chosen, sequence: 1 });

    await page.goto(`/admin/enquiries/${enquiryId}`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText(/^Consultation moved to /)).toBeVisible();
    await expect(timeline).toContainText('The adviser has a court date.');
  } finally {
    await deleteDocuments('consultationtypes', { _id: new mongoose.Types.ObjectId(typeId) });
    await deleteDocuments('adviserhours', { _id: adviserId });
  }
});
