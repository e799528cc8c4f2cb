import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateNewsletterSettings } from '@/app/(admin)/admin/newsletter/actions';
import NewsletterAdminPage from '@/app/(admin)/admin/newsletter/page';
import { confirmNewsletter, subscribeToNewsletter } from '@/app/(site)/lang/[locale]/newsletter/actions';
import { POST as postUnsubscribe } from '@/app/api/v1/newsletter/unsubscribe/route';
import type { Locale } from '@/i18n/locales';
import { NOT_SENT } from '@/lib/actions/public-form';
import { NEWSLETTER_SETTINGS_DEFAULTS } from '@/lib/newsletter/settings';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { newsletterSettings } from '@/lib/server/newsletter/settings';
import { newUnsubscribeToken } from '@/lib/server/newsletter/unsubscribe';
import { USER_ROLES, type UserRole } from '@/lib/auth/permissions';
import germanNewsletter from '@/messages/de/Newsletter.json';
import englishNewsletter from '@/messages/en/Newsletter.json';
import { AuditEntry } from '@/models/audit-entry';
import { NewsletterSettingsModel } from '@/models/newsletter-settings';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { OutboxClaim } from '@/models/outbox-claim';
import { OutboxMessage } from '@/models/outbox-message';
import { RateLimitHit } from '@/models/rate-limit-hit';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { startSmtpForOutbox, stopSmtpForOutbox, type TestSmtp } from './support/smtp';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The newsletter's switch (issue 30): off until an administrator switches it on at
// /admin/newsletter. While off, the box's action refuses and stores and sends nothing; confirming
// and unsubscribing keep working, so nobody is ever kept from withdrawing.

let smtp: TestSmtp;
let lastAddress = 0;
const tokens = new Map<UserRole, string>();
const ON = { enabled: true, ratePerMinute: 120, pauseAfterFailures: 3 };

beforeAll(async () => {
  smtp = await startSmtpForOutbox();
  await connectDb();
  for (const role of USER_ROLES) tokens.set(role, await tokenFor(await createUser({ email: `newsletter-${role}@example.com`, password: 'long enough password', role })));
});

afterAll(async () => {
  await stopSmtpForOutbox(smtp);
});

beforeEach(async () => {
  await Promise.all([AuditEntry.deleteMany({}), NewsletterSettingsModel.deleteMany({}), NewsletterSubscriber.deleteMany({}), OutboxMessage.deleteMany({}), OutboxClaim.deleteMany({}), RateLimitHit.deleteMany({})]);
  smtp.received.length = 0;
});

// A mail program's RFC 8058 one-click POST to the unsubscribe link.
function oneClick(token: string) {
  const request = new Request(`http://localhost/api/v1/newsletter/unsubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [SOCKET_ADDRESS_HEADER]: `203.0.113.${++lastAddress}` },
    body: 'List-Unsubscribe=One-Click',
  });
  return postUnsubscribe(request, {});
}

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

// The box, ticked, as a visitor without a session sends it from a post.
async function subscribe(email: string, locale: Locale = 'en') {
  actAs(null, { [SOCKET_ADDRESS_HEADER]: `203.0.113.${++lastAddress}`, 'user-agent': 'Test browser', referer: 'http://localhost:3000/blog/study-in-germany' });
  const state = await subscribeToNewsletter(locale, NOT_SENT, formData({ email, consent: 'on', website: '' }));
  await settleDetachedTasks();
  return { outcome: state.outcome, message: state.message };
}

const SENT = { outcome: 'sent', message: englishNewsletter.box.sent };
const OFF = { outcome: 'refused', message: englishNewsletter.answers.unavailable };

async function switchAs(role: UserRole | null, settings: unknown) {
  actAs(role ? tokens.get(role)! : null);
  return updateNewsletterSettings(settings as never);
}

const confirmTokenOf = (email: string) => {
  const mail = smtp.received.find((received) => received.envelopeTo.includes(email));
  return new URL(mail!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
};

describe('the newsletter switch', () => {
  it('is off by default: subscribing is refused in the page language and stores and sends nothing', async () => {
    expect(await newsletterSettings()).toEqual(NEWSLETTER_SETTINGS_DEFAULTS);
    expect(NEWSLETTER_SETTINGS_DEFAULTS.enabled).toBe(false);

    expect(await subscribe('nobody@example.com')).toEqual({ outcome: 'refused', message: 'The newsletter is not available.' });
    expect(await subscribe('niemand@example.com', 'de')).toEqual({ outcome: 'refused', message: germanNewsletter.answers.unavailable });
    expect(await NewsletterSubscriber.countDocuments()).toBe(0);
    expect(await OutboxMessage.countDocuments()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('switched on by an administrator through the action: subscribing is sent; the save is audited; switched off again: refused', async () => {
    dataOf(await switchAs('admin', ON));
    expect(await newsletterSettings()).toEqual(ON);
    expect(await NewsletterSettingsModel.findById('newsletter').lean()).toMatchObject({ ...ON, updatedBy: 'newsletter-admin@example.com' });
    expect(await AuditEntry.findOne({ action: 'newsletter-settings-changed' }).sort({ at: -1 }).lean()).toMatchObject({
      details: 'switched on; mails per minute 60 → 120; pause after failures 5 → 3',
    });

    expect(await subscribe('reader@example.com')).toEqual(SENT);
    expect(await NewsletterSubscriber.findOne({ email: 'reader@example.com' }).lean()).toMatchObject({ status: 'pending' });
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes('reader@example.com'))).toHaveLength(1);

    dataOf(await switchAs('admin', { ...ON, enabled: false }));
    expect(await AuditEntry.findOne({ action: 'newsletter-settings-changed' }).sort({ at: -1 }).lean()).toMatchObject({ details: 'switched off' });
    expect(await subscribe('later@example.com')).toEqual(OFF);
    expect(await NewsletterSubscriber.findOne({ email: 'later@example.com' }).lean()).toBeNull();
  });

  it('refuses numbers out of bounds, keeping what was stored', async () => {
    dataOf(await switchAs('admin', ON));
    const refused = await switchAs('admin', { enabled: true, ratePerMinute: 0, pauseAfterFailures: 1.5 });
    expect(refused).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { ratePerMinute: [expect.any(String)], pauseAfterFailures: [expect.any(String)] } });
    expect(await newsletterSettings()).toEqual(ON);
  });

  it('confirming and unsubscribing keep working while the newsletter is off', async () => {
    dataOf(await switchAs('admin', ON));
    expect(await subscribe('stays@example.com')).toEqual(SENT);
    expect(await subscribe('leaves@example.com')).toEqual(SENT);
    dataOf(await switchAs('admin', { ...ON, enabled: false }));

    actAs(null, { [SOCKET_ADDRESS_HEADER]: `203.0.113.${++lastAddress}` });
    expect(await confirmNewsletter('en', { answer: 0, outcome: null }, formData({ token: confirmTokenOf('stays@example.com') }))).toEqual({ answer: 1, outcome: 'done' });
    expect(await NewsletterSubscriber.findOne({ email: 'stays@example.com' }).lean()).toMatchObject({ status: 'confirmed' });

    const leaving = await NewsletterSubscriber.findOne({ email: 'leaves@example.com' }).lean();
    const token = await newUnsubscribeToken(leaving!._id.toString());
    const unsubscribed = await oneClick(token);
    expect(unsubscribed.status).toBe(200);
    expect(await NewsletterSubscriber.findOne({ email: 'leaves@example.com' }).lean()).toMatchObject({ status: 'unsubscribed' });
  });

  it('refuses the action to editors, advisers and without a session: the newsletter stays off', async () => {
    expect(await switchAs(null, ON)).toMatchObject({ ok: false, code: 'unauthenticated' });
    for (const role of ['editor', 'adviser'] as const) expect(await switchAs(role, ON)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await NewsletterSettingsModel.countDocuments()).toBe(0);
    expect(await subscribe('nobody@example.com')).toEqual(OFF);
    expect(await AuditEntry.countDocuments({ action: 'newsletter-settings-changed' })).toBe(0);
  });

  it('the back-office page: editors see the switch unchangeable with what switching on does; advisers are not allowed', async () => {
    dataOf(await switchAs('admin', ON));
    actAs(tokens.get('editor')!);
    const editor = renderToStaticMarkup(await NewsletterAdminPage());
    expect(editor).toContain('<h1');
    expect(editor).toContain('The newsletter is on: visitors can subscribe.');
    // The boxes are live (issue 40, item 8): the text says where they are, not that they are coming.
    expect(editor).not.toContain('later release');
    expect(editor).toContain(
      "Switching it on shows a subscription box at the end of every post, in the footer of every public page, with the result of the Opportunity Card points check and in the confirmation after an enquiry sent with an Enquire button, in the page&#x27;s language (English or German).",
    );
    expect(editor).toMatch(/proof of consent is kept/);
    expect(editor).toContain('Only an administrator can switch the newsletter on or off');
    expect(editor).not.toContain('<form');
    actAs(tokens.get('adviser')!);
    expect(renderToStaticMarkup(await NewsletterAdminPage())).toContain('Not allowed');
  });
});
