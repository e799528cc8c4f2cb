import 'server-only';
import mongoose from 'mongoose';
import { hashToken, newTokenSecret } from '@/lib/server/auth/account-tokens';
import { connectDb } from '@/lib/server/db';
import { NewsletterUnsubscribeLink } from '@/models/newsletter-unsubscribe-link';

// Each newsletter issue's mail carries its own unsubscribe link (issue 30): a random secret whose
// hash is stored with the subscriber and the issue (models/newsletter-unsubscribe-link.ts).

// A new link for one recipient of an issue: stored first, then the secret is put in the mail.
export async function createUnsubscribeLink(subscriberId: string, issueId: string, now = new Date()): Promise<string> {
  await connectDb();
  const { token, tokenHash } = newTokenSecret();
  await NewsletterUnsubscribeLink.create({ _id: tokenHash, subscriberId, issueId, createdAt: now });
  return token;
}

// The subscriber an issue's link names, its first use recorded (a later use keeps the first's
// time); null for a secret that is no issue's link.
export async function subscriberOfIssueLink(token: string, now = new Date()): Promise<{ subscriberId: string } | null> {
  await connectDb();
  const link = await NewsletterUnsubscribeLink.findById(hashToken(token)).select('subscriberId usedAt').lean();
  if (!link) return null;
  if (!link.usedAt) await NewsletterUnsubscribeLink.updateOne({ _id: link._id, usedAt: null }, { $set: { usedAt: now } });
  return { subscriberId: link.subscriberId };
}

// How many recipients of an issue left by its link.
export async function usedUnsubscribeLinks(issueId: string): Promise<number> {
  await connectDb();
  return NewsletterUnsubscribeLink.countDocuments({ issueId, usedAt: mongoose.trusted({ $ne: null }) });
}

// Erasure of a subscriber (the back office's deletion, the data-subject tool): their links go too.
export async function deleteUnsubscribeLinksOf(subscriberId: string): Promise<void> {
  await connectDb();
  await NewsletterUnsubscribeLink.deleteMany({ subscriberId });
}

// A deleted issue's links (lib/server/newsletter/sending.ts deleteIssueMail).
export async function deleteUnsubscribeLinksOfIssue(issueId: string): Promise<void> {
  await connectDb();
  await NewsletterUnsubscribeLink.deleteMany({ issueId });
}
