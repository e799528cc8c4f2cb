import 'server-only';
import { LINK_TOKEN_PATTERN } from '@/lib/newsletter/newsletter';
import { hashToken } from '@/lib/server/auth/account-tokens';
import { claimOnce } from '@/lib/server/auth/single-use';
import { connectDb } from '@/lib/server/db';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';

export type ConfirmOutcome = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

// The double opt-in's second step (issue 30), only ever from a POST (the page's Confirm button; a
// mail scanner's GET of the link confirms nothing). The link is spent once: of two POSTs, even at
// the same moment, one confirms (a unique insert decides, lib/server/auth/single-use.ts) and the
// other is refused as used. The time and IP of the confirmation join the proof.
export async function confirmSubscription(token: string, ip: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!LINK_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  await connectDb();
  const tokenHash = hashToken(token);
  const subscriber = await NewsletterSubscriber.findOne({ confirmTokenHash: tokenHash }).select('status confirmTokenExpiresAt').lean();
  if (!subscriber) return { ok: false, reason: 'invalid' };
  if (subscriber.status !== 'pending') return { ok: false, reason: 'used' };
  if (subscriber.confirmTokenExpiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!(await claimOnce(`newsletter-confirm:${tokenHash}`, subscriber.confirmTokenExpiresAt))) return { ok: false, reason: 'used' };
  // Only while the link is still this subscriber's (a newer subscription replaced it otherwise).
  const result = await NewsletterSubscriber.updateOne(
    { _id: subscriber._id, confirmTokenHash: tokenHash, status: 'pending' },
    { $set: { status: 'confirmed', confirmedAt: now, confirmationIp: ip } },
  );
  return result.matchedCount > 0 ? { ok: true } : { ok: false, reason: 'used' };
}
