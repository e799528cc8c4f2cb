import mongoose from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import { confirmNewsletter, subscribeToNewsletter } from '@/app/(site)/lang/[locale]/newsletter/actions';
import { POST as postUnsubscribe, GET as getUnsubscribe } from '@/app/api/v1/newsletter/unsubscribe/route';
import type { Locale } from '@/i18n/locales';
import { NOT_SENT, type PublicFormState } from '@/lib/actions/public-form';
import type { LinkOutcome } from '@/lib/newsletter/link-outcome';
import { CONSENT_VERSION } from '@/lib/newsletter/consent';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { confirmSubscription } from '@/lib/server/newsletter/confirm';
import { deleteStalePending } from '@/lib/server/newsletter/stale-pending';
import { newUnsubscribeToken } from '@/lib/server/newsletter/unsubscribe';
import { runRetentionNow } from '@/lib/server/retention/run';
import germanNewsletter from '@/messages/de/Newsletter.json';
import englishNewsletter from '@/messages/en/Newsletter.json';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { OutboxMessage } from '@/models/outbox-message';
import { RateLimitHit } from '@/models/rate-limit-hit';
import { actAs } from './support/actions';
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';
import { RetentionRun } from '@/models/retention-run';
import { type ReceivedMail } from './support/smtp';
import { newsletterTestSetting } from './support/newsletter';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The newsletter's first slice (issue 30) through the box's and the confirm button's Server
// Actions, the one-click unsubscribe route and a real SMTP server: the double opt-in with its
// proof, a confirmation only once, answers that tell nobody whether an address is known, one-click
// unsubscribe, retention and rate limits.

const currentSmtp = newsletterTestSetting();
let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Test';
const DAY = 24 * 60 * 60_000;


type Answer = { status: number; headers: Headers; body: { success: boolean; message: string; errors?: Record<string, string[]> } };
async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, headers: response.headers, body: await response.json() };
}

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

// The box as a visitor sends it from `page` (the Referer the browser adds), the page's language
// bound. A ticked box posts 'on'; an unticked one posts nothing (null here).
type BoxPost = { email: string; consent?: string | null; website?: string; locale?: string; page?: string };
async function subscribe({ email, consent = 'on', website = '', locale = 'en', page = '/blog/study-in-germany' }: BoxPost, address = nextAddress()): Promise<PublicFormState> {
  actAs(null, { [SOCKET_ADDRESS_HEADER]: address, 'user-agent': BROWSER, referer: `http://localhost:3000${page}` });
  const state = await subscribeToNewsletter(locale as Locale, NOT_SENT, formData({ email, website, ...(consent === null ? {} : { consent }) }));
  await settleDetachedTasks();
  return state;
}

// The confirm page's button.
async function confirm(token: string, address = nextAddress(), locale: Locale = 'en'): Promise<LinkOutcome | null> {
  actAs(null, { [SOCKET_ADDRESS_HEADER]: address });
  return (await confirmNewsletter(locale, { answer: 0, outcome: null }, formData({ token }))).outcome;
}

async function oneClick(token: string, body = 'List-Unsubscribe=One-Click'): Promise<Answer> {
  const request = new Request(`http://localhost/api/v1/newsletter/unsubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [SOCKET_ADDRESS_HEADER]: nextAddress() },
    body,
  });
  return answerOf(await postUnsubscribe(request, {}));
}

// A GET of a route's address (the route answers it with otherMethods' 405).
const callGet = (handler: unknown, url: string) => (handler as (request: Request, context: unknown) => Promise<Response>)(new Request(url), {});

const mailsTo = (address: string) => currentSmtp().received.filter((mail) => mail.envelopeTo.includes(address));
const stored = (email: string) => NewsletterSubscriber.findOne({ email }).lean();

// The one link of a confirmation mail, and its token.
function linkOf(mail: ReceivedMail): { url: string; token: string } {
  const links = mail.body.match(/https?:\/\/\S+/g) ?? [];
  expect(links, mail.body).toHaveLength(1);
  const url = links[0]!;
  const token = new URL(url).searchParams.get('token');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { url, token: token! };
}

// Words that would make the confirmation mail advertise (it must only ask for the confirmation).
const ADVERTISING = /\b(offer|discount|free|consultation|book|services?|visa|study|angebot|rabatt|kostenlos|beratung|buchen|leistungen)\b/i;

describe('subscribing and confirming (double opt-in)', () => {
  it('stores a pending subscriber with the proof, sends one plain confirmation mail in the page language with one link; the button confirms once', async () => {
    const before = Date.now();
    const answer = await subscribe({ email: 'Priya@Example.com', locale: 'de', page: '/de/blog/studieren' }, '198.51.100.7');
    expect(answer).toMatchObject({ outcome: 'sent', message: germanNewsletter.box.sent, values: {} });

    const pending = await stored('priya@example.com');
    expect(pending).toMatchObject({
      locale: 'de',
      status: 'pending',
      consent: { version: CONSENT_VERSION, privacyPolicyVersion: null, text: expect.stringMatching(/^Ja, bitte senden Sie mir den Newsletter .+ Datenschutzerklärung\.$/) },
      subscribedIp: '198.51.100.7',
      subscribedPage: '/de/blog/studieren',
      userAgent: BROWSER,
      confirmedAt: null,
      confirmationIp: null,
    });
    // The time of day, not only the day.
    expect(pending!.subscribedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(pending!.subscribedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(pending!.confirmTokenExpiresAt.getTime() - pending!.subscribedAt.getTime()).toBe(7 * DAY);

    const mails = mailsTo('priya@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.header('subject')).toMatch(/^Bitte bestätigen Sie Ihr Newsletter-Abonnement/);
    expect(mail.body).toMatch(/ignorieren Sie diese E-Mail/);
    expect(mail.body).not.toMatch(ADVERTISING);
    const { url, token } = linkOf(mail);
    // The German subscriber's link opens the German page (i18n/pathnames.ts).
    expect(new URL(url).pathname).toBe('/de/newsletter/bestaetigen');
    // Only hashes are stored, never the link's secret.
    expect(JSON.stringify(pending)).not.toContain(token);

    expect((await stored('priya@example.com'))!.status).toBe('pending');
    expect(await confirm(token, '198.51.100.8', 'de')).toBe('done');
    const confirmed = await stored('priya@example.com');
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmationIp: '198.51.100.8' });
    expect(confirmed!.confirmedAt!.getTime()).toBeGreaterThanOrEqual(confirmed!.subscribedAt.getTime());

    expect(await confirm(token)).toBe('gone');
    expect((await stored('priya@example.com'))!.confirmationIp).toBe('198.51.100.8');
  });

  it('an English page gets an English mail', async () => {
    await subscribe({ email: 'sam@example.com' });
    const mail = mailsTo('sam@example.com')[0]!;
    expect(mail.header('subject')).toMatch(/^Please confirm your newsletter subscription/);
    expect(mail.body).toMatch(/please ignore this e-mail/);
    expect(mail.body).not.toMatch(ADVERTISING);
    linkOf(mail);
  });

  it('two confirmations of one link at the same moment: one confirms, the other is refused', async () => {
    await subscribe({ email: 'twice@example.com' });
    const { token } = linkOf(mailsTo('twice@example.com')[0]!);
    const outcomes = await Promise.all([confirmSubscription(token, '192.0.2.1'), confirmSubscription(token, '192.0.2.2')]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: 'used' }]);
  });

  it('refuses a link past its 7 days, a made-up token and a malformed one', async () => {
    await subscribe({ email: 'late@example.com' });
    const { token } = linkOf(mailsTo('late@example.com')[0]!);
    const subscribedAt = (await stored('late@example.com'))!.subscribedAt;
    expect(await confirmSubscription(token, '192.0.2.1', new Date(subscribedAt.getTime() + 7 * DAY + 1))).toEqual({ ok: false, reason: 'expired' });
    await NewsletterSubscriber.updateOne({ email: 'late@example.com' }, { $set: { confirmTokenExpiresAt: new Date(Date.now() - 1000) } });
    expect(await confirm(token)).toBe('gone');
    expect(await confirm('B'.repeat(43))).toBe('invalid');
    expect(await confirm('not a token')).toBe('invalid');
    expect((await stored('late@example.com'))!.status).toBe('pending');
  });

  it('a filled honeypot gets the same answer, and nothing is stored or sent', async () => {
    const answer = await subscribe({ email: 'bot@example.com', website: 'http://spam.example' });
    expect(answer).toMatchObject({ outcome: 'sent', message: englishNewsletter.box.sent });
    expect(await stored('bot@example.com')).toBeNull();
    expect(mailsTo('bot@example.com')).toHaveLength(0);
  });

  it('refuses a missing consent and a bad address with field errors', async () => {
    for (const consent of [null, '', 'off', 'true']) {
      const answer = await subscribe({ email: 'x@example.com', consent });
      expect(answer, String(consent)).toMatchObject({ outcome: 'refused', message: englishNewsletter.box.refused, fieldErrors: { consent: [englishNewsletter.box.consentRequired] } });
      expect(Object.keys(answer.fieldErrors ?? {}), String(consent)).toEqual(['consent']);
    }
    expect(await subscribe({ email: 'nope' })).toMatchObject({ outcome: 'refused', fieldErrors: { email: [englishNewsletter.box.emailInvalid] } });
    // A line break would start a header of its own in the mail ("Bcc: …").
    const broken = await subscribe({ email: 'a@b.c\nBcc: x@y.z' });
    expect(broken.outcome).toBe('refused');
    expect(Object.keys(broken.fieldErrors ?? {})).toEqual(['email']);
    expect(await NewsletterSubscriber.countDocuments()).toBe(0);
    expect(currentSmtp().received).toHaveLength(0);
  });

  it('a language the site does not publish is English: the answer, the record and the mail', async () => {
    const answer = await subscribe({ email: 'french@example.com', locale: 'fr' });
    expect(answer).toMatchObject({ outcome: 'sent', message: englishNewsletter.box.sent });
    expect(await stored('french@example.com')).toMatchObject({ locale: 'en' });
    expect(mailsTo('french@example.com')[0]!.header('subject')).toMatch(/^Please confirm your newsletter subscription/);
  });

  it('records only the path of the page the box was sent from, and the home page for a Referer that is no path of this site', async () => {
    await subscribe({ email: 'query@example.com', page: '/blog/study-in-germany?utm_source=x#box' });
    expect(await stored('query@example.com')).toMatchObject({ subscribedPage: '/blog/study-in-germany' });
    await subscribe({ email: 'slashes@example.com', page: '//elsewhere.example/' });
    expect(await stored('slashes@example.com')).toMatchObject({ subscribedPage: '/' });
  });
});

// What tests/robustness.int.test.ts did for the routes these actions replaced: hostile input is
// refused in words, nothing is stored, nothing throws.
describe('hostile form posts', () => {
  it('the box refuses operator text, control characters and an overlong address; the button takes no token but its own shape', async () => {
    for (const email of ['{"$ne":null}', 'a@b.c\u0000', `${'a'.repeat(250)}@example.com`]) {
      const answer = await subscribe({ email });
      expect(answer.outcome, email).toBe('refused');
      expect(Object.keys(answer.fieldErrors ?? {}), email).toEqual(['email']);
    }
    for (const token of ['{"$ne":null}', '../../etc/passwd', 'A'.repeat(10_000), `${'A'.repeat(43)}\u0000`]) expect(await confirm(token), token.slice(0, 20)).toBe('invalid');
    const file = new FormData();
    file.set('token', new Blob(['A'.repeat(43)]), 'token.txt');
    actAs(null, { [SOCKET_ADDRESS_HEADER]: nextAddress() });
    expect((await confirmNewsletter('en', { answer: 0, outcome: null }, file)).outcome).toBe('invalid');
    expect(await NewsletterSubscriber.countDocuments()).toBe(0);
    expect(currentSmtp().received).toHaveLength(0);
  });
});

describe('answers that tell nobody whether an address is known', () => {
  it('new, pending, confirmed and unsubscribed addresses get the same answer; a confirmed one no new mail, an unsubscribed one a new double opt-in', async () => {
    const answers: PublicFormState[] = [];
    // New.
    answers.push(await subscribe({ email: 'known@example.com' }));
    // Pending: a new mail with a new link; the old link stops working.
    answers.push(await subscribe({ email: 'known@example.com' }));
    const [firstMail, secondMail] = mailsTo('known@example.com');
    expect(secondMail).toBeDefined();
    const oldToken = linkOf(firstMail!).token;
    const newToken = linkOf(secondMail!).token;
    expect(newToken).not.toBe(oldToken);
    expect(await confirm(oldToken)).toBe('invalid');
    expect(await confirm(newToken)).toBe('done');
    // Confirmed: the same answer, no mail, still confirmed.
    answers.push(await subscribe({ email: 'known@example.com' }));
    expect(mailsTo('known@example.com')).toHaveLength(2);
    expect((await stored('known@example.com'))!.status).toBe('confirmed');

    // Unsubscribed: the same answer and a new double opt-in (pending until confirmed again).
    await RateLimitHit.deleteMany({});
    const subscriber = await stored('known@example.com');
    expect((await oneClick(await newUnsubscribeToken(subscriber!._id.toString()))).status).toBe(200);
    answers.push(await subscribe({ email: 'known@example.com' }));
    const again = await stored('known@example.com');
    expect(again).toMatchObject({ status: 'pending', confirmedAt: null, confirmationIp: null, unsubscribedHow: 'one-click' });
    expect(mailsTo('known@example.com')).toHaveLength(3);
    expect(await confirm(linkOf(mailsTo('known@example.com')[2]!).token)).toBe('done');

    expect(answers[0]).toMatchObject({ outcome: 'sent', message: englishNewsletter.box.sent });
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify(answers[0])]));
  });
});

describe('unsubscribing', () => {
  it('a one-click POST (RFC 8058) unsubscribes at once, without sign-in, and again answers the same; a GET does not', async () => {
    await subscribe({ email: 'leaving@example.com', locale: 'de' });
    expect(await confirm(linkOf(mailsTo('leaving@example.com')[0]!).token)).toBe('done');
    const token = await newUnsubscribeToken((await stored('leaving@example.com'))!._id.toString());

    const get = await callGet(getUnsubscribe, `http://localhost/api/v1/newsletter/unsubscribe?token=${token}`);
    expect(get.status).toBe(405);
    expect((await stored('leaving@example.com'))!.status).toBe('confirmed');

    expect(await oneClick(token, 'List-Unsubscribe=Something')).toMatchObject({ status: 400, body: { success: false } });
    expect((await stored('leaving@example.com'))!.status).toBe('confirmed');

    const first = await oneClick(token);
    expect(first).toMatchObject({ status: 200, body: { success: true, message: 'Sie wurden abgemeldet und erhalten keine Newsletter mehr.' } });
    const left = await stored('leaving@example.com');
    expect(left).toMatchObject({ status: 'unsubscribed', unsubscribedHow: 'one-click' });
    const second = await oneClick(token);
    expect(second.status).toBe(200);
    expect((await stored('leaving@example.com'))!.unsubscribedAt).toEqual(left!.unsubscribedAt);

    expect((await oneClick('C'.repeat(43))).status).toBe(404);
  });

  it('a POST from the unsubscribe page (no one-click body) counts as the link', async () => {
    await subscribe({ email: 'button@example.com' });
    const token = await newUnsubscribeToken((await stored('button@example.com'))!._id.toString());
    const request = new Request(`http://localhost/api/v1/newsletter/unsubscribe?token=${token}`, { method: 'POST', headers: { [SOCKET_ADDRESS_HEADER]: nextAddress() } });
    expect((await postUnsubscribe(request, {})).status).toBe(200);
    expect(await stored('button@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribedHow: 'link' });
  });
});

describe('retention', () => {
  it('deletes pending subscriptions older than 30 days with their mail, and keeps younger pending, confirmed and unsubscribed ones', async () => {
    for (const email of ['old@example.com', 'young@example.com', 'kept@example.com', 'gone@example.com']) await subscribe({ email });
    expect(await confirm(linkOf(mailsTo('kept@example.com')[0]!).token)).toBe('done');
    await oneClick(await newUnsubscribeToken((await stored('gone@example.com'))!._id.toString()));
    const longAgo = new Date(Date.now() - 31 * DAY);
    await NewsletterSubscriber.updateMany({ email: mongoose.trusted({ $in: ['old@example.com', 'kept@example.com', 'gone@example.com'] }) }, { $set: { subscribedAt: longAgo } });
    const oldId = (await stored('old@example.com'))!._id.toString();

    expect(await deleteStalePending()).toBe(1);
    expect((await NewsletterSubscriber.find().lean()).map((subscriber) => subscriber.email).sort()).toEqual(['gone@example.com', 'kept@example.com', 'young@example.com']);
    expect(await OutboxMessage.countDocuments({ key: new RegExp(`^newsletter:${oldId}:`) })).toBe(0);
    expect(await deleteStalePending()).toBe(0);
  });

  it('the retention job runs the step and counts it', async () => {
    await subscribe({ email: 'stale@example.com' });
    await NewsletterSubscriber.updateOne({ email: 'stale@example.com' }, { $set: { subscribedAt: new Date(Date.now() - 31 * DAY) } });
    await RetentionRun.deleteMany({});
    const run = await runRetentionNow('test');
    expect(run.counts.newsletterPendingRemoved).toBe(1);
    expect(await stored('stale@example.com')).toBeNull();
  });
});

describe('rate limits', () => {
  it('per e-mail address: three subscriptions an hour, then too many from any client address', async () => {
    await withinOneWindow(60 * 60_000);
    for (let i = 0; i < 3; i += 1) expect((await subscribe({ email: 'flood@example.com' })).outcome).toBe('sent');
    const refused = await subscribe({ email: 'flood@example.com' });
    expect(refused).toMatchObject({ outcome: 'refused', message: englishNewsletter.box.tooMany, values: { email: 'flood@example.com', consent: 'on' } });
    expect(refused.fieldErrors).toBeUndefined();
    expect(mailsTo('flood@example.com')).toHaveLength(3);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('per client address: the lead limit a minute, then too many', async () => {
    // All six in one minute's window: CI failed once when they straddled 12:01:00.
    await withinOneWindow(60_000);
    const address = '198.51.100.99';
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const state = await subscribe({ email: `visitor${i}@example.com` }, address);
      outcomes.push(state.outcome === 'sent' ? 'sent' : (state.message ?? ''));
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', englishNewsletter.box.tooMany]);
  }, WINDOW_WAIT_TIMEOUT_MS);
});
