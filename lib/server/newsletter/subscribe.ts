import 'server-only';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { consentText } from '@/lib/newsletter/consent';
import { CONFIRM_LINK_DAYS } from '@/lib/newsletter/newsletter';
import type { SubscribeRequest } from '@/lib/newsletter/subscribe-request';
import { newTokenSecret } from '@/lib/server/auth/account-tokens';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { runAfterResponse } from '@/lib/server/mail/after-response';
import { hitRateLimit, type RateLimit } from '@/lib/server/rate-limit';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { newsletterMailGroup, queueConfirmationMail } from './confirmation-mail';

// Subscribing (issue 30): a double opt-in that tells nobody whether an address is known. Whatever
// the address's state the caller learns the same (the box says one neutral thanks): a new or
// pending address is stored as pending with the proof and gets a confirmation mail with a fresh
// link (the previous one stops working); a confirmed address gets nothing; an unsubscribed one
// starts a new double opt-in. The proof is the latest subscription's.

// What the request itself says about the subscription, recorded as proof.
export type SubscribeFacts = { ip: string; userAgent: string; now?: Date };

// Mails per address: a few tries an hour, so nobody can flood someone's inbox through the box.
export const SUBSCRIBE_EMAIL_LIMIT: RateLimit = { name: 'newsletter-email', limit: 3, windowMs: 60 * 60_000 };

const DAY = 24 * 60 * 60_000;

export async function subscribe(input: SubscribeRequest, facts: SubscribeFacts): Promise<void> {
  // A filled honeypot is a bot: nothing is stored or sent, and it sees the same answer.
  if (input.website) return;
  const now = facts.now ?? new Date();
  await hitRateLimit(SUBSCRIBE_EMAIL_LIMIT, input.email, now.getTime());
  await connectDb();
  // The unique e-mail index must exist before a second insert can be refused by it.
  await NewsletterSubscriber.init();
  const locale = input.locale;
  const [site, messages] = await Promise.all([currentSiteConfig(), loadSiteMessages(locale)]);
  const consent = consentText(locale, messages, site.name);
  const confirm = newTokenSecret();
  const proof = {
    locale,
    status: 'pending' as const,
    consent: { text: consent.text, version: consent.version, privacyPolicyVersion: null },
    subscribedAt: now,
    subscribedIp: facts.ip,
    subscribedPage: input.page,
    userAgent: facts.userAgent.slice(0, 500),
    confirmedAt: null,
    confirmationIp: null,
    confirmTokenHash: confirm.tokenHash,
    confirmTokenExpiresAt: new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY),
  };

  const id = await storePending(input.email, proof);
  if (!id) return;
  await queueConfirmationMail({ id, email: input.email, locale }, confirm.token, confirm.tokenHash);
  runAfterResponse('newsletter mail', () => deliverDueMessages({ group: newsletterMailGroup(id) }));
}

// Stores the pending subscription and returns its id, or null for a confirmed address (left alone).
async function storePending(email: string, proof: Record<string, unknown>, attempt = 0): Promise<string | null> {
  const existing = await NewsletterSubscriber.findOne({ email }).select('status').lean();
  if (existing?.status === 'confirmed') return null;
  if (existing) {
    // Pending again, or a withdrawal followed by a new subscription: the new proof and link.
    await NewsletterSubscriber.updateOne({ _id: existing._id }, { $set: proof });
    return existing._id.toString();
  }
  try {
    // The unsubscribe link's secret is random; only its hash is kept (a later slice's mails carry it).
    const created = await NewsletterSubscriber.create({ email, ...proof, unsubscribeTokenHash: newTokenSecret().tokenHash });
    return created._id.toString();
  } catch (error) {
    // Two subscriptions of one new address at once: the unique index took the other; join it.
    if (isDuplicateKeyError(error) && attempt === 0) return storePending(email, proof, 1);
    throw error;
  }
}
