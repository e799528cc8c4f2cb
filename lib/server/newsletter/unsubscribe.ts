import 'server-only';
import mongoose from 'mongoose';
import { LINK_TOKEN_PATTERN, type UnsubscribeWay } from '@/lib/newsletter/newsletter';
import { hashToken, newTokenSecret } from '@/lib/server/auth/account-tokens';
import { connectDb } from '@/lib/server/db';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { subscriberOfIssueLink } from './unsubscribe-links';

// Withdrawal (issue 30) must be as easy as consent: the unsubscribe link's token never expires and
// needs no sign-in; a mail program's one-click POST (RFC 8058) unsubscribes at once. Idempotent: a
// second use answers the same and keeps the first withdrawal's time and way. The token is the
// subscriber's own link's or an issue mail's (unsubscribe-links.ts, whose first use is recorded
// for the issue's count).
export async function unsubscribe(token: string, how: UnsubscribeWay, now = new Date()): Promise<{ ok: true; locale: string } | { ok: false }> {
  if (!LINK_TOKEN_PATTERN.test(token)) return { ok: false };
  await connectDb();
  const subscriber = await subscriberOfLink(token, now);
  if (!subscriber) return { ok: false };
  if (subscriber.status !== 'unsubscribed') {
    await NewsletterSubscriber.updateOne(
      { _id: subscriber._id, status: mongoose.trusted({ $ne: 'unsubscribed' }) },
      { $set: { status: 'unsubscribed', unsubscribedAt: now, unsubscribedHow: how } },
    );
  }
  return { ok: true, locale: subscriber.locale };
}

async function subscriberOfLink(token: string, now: Date) {
  const own = await NewsletterSubscriber.findOne({ unsubscribeTokenHash: hashToken(token) }).select('status locale').lean();
  if (own) return own;
  const issueLink = await subscriberOfIssueLink(token, now);
  return issueLink ? NewsletterSubscriber.findById(issueLink.subscriberId).select('status locale').lean() : null;
}

// A new unsubscribe link for a subscriber: its secret, once. The stored hash replaces the old one,
// so every earlier link stops working: for the tests and staff, not for sending issues (whose mails
// must keep working links; the sending slice decides how it gets a link per message).
export async function newUnsubscribeToken(subscriberId: string): Promise<string> {
  await connectDb();
  const { token, tokenHash } = newTokenSecret();
  await NewsletterSubscriber.updateOne({ _id: subscriberId }, { $set: { unsubscribeTokenHash: tokenHash } });
  return token;
}
