import 'server-only';
import mongoose from 'mongoose';
import type { UnsubscribeWay } from '@/lib/newsletter/newsletter';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { deleteMessages } from '@/lib/server/mail/outbox';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { newsletterMailGroup } from './confirmation-mail';
import { deleteIssueMailOf } from './sending';

// What staff do with a subscriber on request (issue 30): unsubscribe them (they asked in person, by
// phone or by mail), or delete them and every trace of them (Art. 17 GDPR; also the data-subject
// tool's erasure).

const NOT_FOUND = 'This subscriber no longer exists.';

async function subscriberAt(id: string) {
  if (!mongoose.isValidObjectId(id)) throw new DomainError('not-found', NOT_FOUND);
  await connectDb();
  const subscriber = await NewsletterSubscriber.findById(id).select('email status').lean();
  if (!subscriber) throw new DomainError('not-found', NOT_FOUND);
  return subscriber;
}

// Unsubscribes them with the way they asked; an earlier withdrawal is kept as it was (its time and
// way are the record), and the answer says whether this one changed anything.
export async function unsubscribeOnRequest(id: string, how: Extract<UnsubscribeWay, 'staff' | 'mail'>, now = new Date()): Promise<{ email: string; changed: boolean }> {
  const subscriber = await subscriberAt(id);
  if (subscriber.status === 'unsubscribed') return { email: subscriber.email, changed: false };
  await NewsletterSubscriber.updateOne(
    { _id: subscriber._id, status: mongoose.trusted({ $ne: 'unsubscribed' }) },
    { $set: { status: 'unsubscribed', unsubscribedAt: now, unsubscribedHow: how } },
  );
  return { email: subscriber.email, changed: true };
}

// What a deletion removed, counted, for the audit log and the data-subject tool.
export type SubscriberDeletion = { email: string; messages: number };

// Removes the subscriber with their confirmation mail, every issue mailed to them and their
// per-message unsubscribe links. The subscriber goes last, so a deletion cut off half-way is
// finished by doing it again (each step removes what is left).
export async function deleteSubscriberRecords(id: string): Promise<SubscriberDeletion> {
  const subscriber = await subscriberAt(id);
  return eraseSubscriber(subscriber._id.toString(), subscriber.email);
}

export async function eraseSubscriber(id: string, email: string): Promise<SubscriberDeletion> {
  await connectDb();
  const confirmations = await deleteMessages(newsletterMailGroup(id));
  const issues = await deleteIssueMailOf(id);
  await NewsletterSubscriber.deleteOne({ _id: id });
  return { email, messages: confirmations + issues };
}
