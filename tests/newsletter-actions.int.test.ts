import { describe, expect, it, vi } from 'vitest';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeFromNewsletter } from '@/app/(site)/lang/[locale]/newsletter/actions';
import { NOT_SENT } from '@/lib/actions/public-form';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { newUnsubscribeToken } from '@/lib/server/newsletter/unsubscribe';
import germanNewsletter from '@/messages/de/Newsletter.json';
import englishNewsletter from '@/messages/en/Newsletter.json';
import { NewsletterSettingsModel } from '@/models/newsletter-settings';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { actAs, formOf } from './support/actions';
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';
import { newsletterTestSetting } from './support/newsletter';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The newsletter's Server Actions (issue 41): the box, and the buttons of the confirm and
// unsubscribe pages, called as the browser's form post calls them (the page's bound language, the
// previous state, the form's FormData), against the embedded database and a real SMTP server.

const currentSmtp = newsletterTestSetting();
let lastAddress = 0;
const BROWSER = 'Mozilla/5.0 (Android 15; Mobile) Test';

// Every call from its own address, so the per-address rate limit only bites where meant to.
function fromNewAddress(extra: Record<string, string> = {}): string {
  const address = `192.0.2.${++lastAddress}`;
  actAs(null, { [SOCKET_ADDRESS_HEADER]: address, 'user-agent': BROWSER, ...extra });
  return address;
}

const stored = (email: string) => NewsletterSubscriber.findOne({ email }).lean();

async function subscribeFrom(page: string, locale: 'en' | 'de', fields: Record<string, string>) {
  fromNewAddress({ referer: `http://localhost:3000${page}` });
  const state = await subscribeToNewsletter(locale, NOT_SENT, formOf({ website: '', ...fields }));
  await settleDetachedTasks();
  return state;
}

// The confirmation link's token in the one mail to `email`.
function mailedToken(email: string): string {
  const mails = currentSmtp().received.filter((mail) => mail.envelopeTo.includes(email));
  expect(mails).toHaveLength(1);
  const link = mails[0]!.body.match(/https?:\/\/\S+/)?.[0] ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

describe('the subscription box’s action', () => {
  it('stores a pending subscriber with the page it was sent from, mails the confirmation, and the confirm button confirms once', async () => {
    const state = await subscribeFrom('/de/kontakt', 'de', { email: ' Lena@Example.org ', consent: 'on' });
    expect(state).toMatchObject({ answer: 1, outcome: 'sent', message: germanNewsletter.box.sent, values: {} });
    expect(await stored('lena@example.org')).toMatchObject({ status: 'pending', locale: 'de', subscribedPage: '/de/kontakt', userAgent: BROWSER, subscribedIp: `192.0.2.${lastAddress}` });

    const token = mailedToken('lena@example.org');
    fromNewAddress();
    expect(await confirmNewsletter('de', { answer: 0, outcome: null }, formOf({ token }))).toEqual({ answer: 1, outcome: 'done' });
    expect(await stored('lena@example.org')).toMatchObject({ status: 'confirmed' });
    // The link is spent: a second press says so.
    expect(await confirmNewsletter('de', { answer: 1, outcome: 'done' }, formOf({ token }))).toEqual({ answer: 2, outcome: 'gone' });
  });

  it('without a Referer (a privacy extension) records the home page', async () => {
    fromNewAddress();
    await subscribeToNewsletter('en', NOT_SENT, formOf({ email: 'noreferer@example.org', consent: 'on' }));
    // Its confirmation mail is sent after the answer: waited for here, or it can reach the SMTP
    // server during the next test, which expects none.
    await settleDetachedTasks();
    expect(await stored('noreferer@example.org')).toMatchObject({ subscribedPage: '/' });
  });

  it('refuses a missing consent and a wrong address with the box’s own texts in the page’s language, keeping what was typed', async () => {
    const state = await subscribeFrom('/de', 'de', { email: 'keine-adresse' });
    expect(state).toMatchObject({ outcome: 'refused', message: germanNewsletter.box.refused, values: { email: 'keine-adresse', consent: '' } });
    expect(state.fieldErrors).toEqual({ email: [germanNewsletter.box.emailInvalid], consent: [germanNewsletter.box.consentRequired] });
    expect(await NewsletterSubscriber.countDocuments()).toBe(0);
    expect(currentSmtp().received).toHaveLength(0);
  });

  it('a filled honeypot is told "sent": nothing stored, nothing mailed', async () => {
    const state = await subscribeFrom('/', 'en', { email: 'bot@example.org', consent: 'on', website: 'https://spam.example' });
    expect(state.outcome).toBe('sent');
    expect(await stored('bot@example.org')).toBeNull();
    expect(currentSmtp().received).toHaveLength(0);
  });

  it('while the newsletter is switched off: refused in words, nothing stored', async () => {
    await NewsletterSettingsModel.updateOne({ _id: 'newsletter' }, { $set: { enabled: false } });
    try {
      const state = await subscribeFrom('/', 'en', { email: 'off@example.org', consent: 'on' });
      expect(state).toMatchObject({ outcome: 'refused', message: englishNewsletter.answers.unavailable, values: { email: 'off@example.org', consent: 'on' } });
      expect(await stored('off@example.org')).toBeNull();
    } finally {
      await NewsletterSettingsModel.updateOne({ _id: 'newsletter' }, { $set: { enabled: true } });
    }
  });

  it(
    'counts against the newsletter limit of the client’s address, which a forged X-Forwarded-For does not reset',
    async () => {
      await withinOneWindow(60_000);
      const outcomes: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        actAs(null, { [SOCKET_ADDRESS_HEADER]: '192.0.2.250', 'x-forwarded-for': `198.51.100.${i}` });
        const state = await subscribeToNewsletter('en', NOT_SENT, formOf({ email: `burst${i}@example.org`, consent: 'on' }));
        outcomes.push(state.outcome === 'sent' ? 'sent' : (state.message ?? ''));
      }
      await settleDetachedTasks();
      expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', englishNewsletter.box.tooMany]);
    },
    WINDOW_WAIT_TIMEOUT_MS,
  );
});

describe('the link pages’ buttons', () => {
  it('a token that names nobody, or is no token at all, is invalid; nothing changes', async () => {
    fromNewAddress();
    const unknown = 'A'.repeat(43);
    expect((await confirmNewsletter('en', { answer: 0, outcome: null }, formOf({ token: unknown }))).outcome).toBe('invalid');
    expect((await confirmNewsletter('en', { answer: 0, outcome: null }, formOf({ token: 'not a token' }))).outcome).toBe('invalid');
    expect((await unsubscribeFromNewsletter('en', { answer: 0, outcome: null }, formOf({ token: unknown }))).outcome).toBe('invalid');
    expect((await unsubscribeFromNewsletter('en', { answer: 0, outcome: null }, formOf({}))).outcome).toBe('invalid');
  });

  it('the unsubscribe button unsubscribes by the link, and says done again for a link already used', async () => {
    await subscribeFrom('/blog', 'en', { email: 'leaving@example.org', consent: 'on' });
    fromNewAddress();
    await confirmNewsletter('en', { answer: 0, outcome: null }, formOf({ token: mailedToken('leaving@example.org') }));
    const subscriber = await NewsletterSubscriber.findOne({ email: 'leaving@example.org' });
    const token = await newUnsubscribeToken(String(subscriber!._id));
    expect(await unsubscribeFromNewsletter('en', { answer: 0, outcome: null }, formOf({ token }))).toEqual({ answer: 1, outcome: 'done' });
    expect(await stored('leaving@example.org')).toMatchObject({ status: 'unsubscribed', unsubscribedHow: 'link' });
    expect((await unsubscribeFromNewsletter('en', { answer: 1, outcome: 'done' }, formOf({ token }))).outcome).toBe('done');
  });
});
