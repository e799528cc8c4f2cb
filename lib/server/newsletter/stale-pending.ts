import 'server-only';
import mongoose from 'mongoose';
import { PENDING_KEEP_DAYS } from '@/lib/newsletter/newsletter';
import { connectDb } from '@/lib/server/db';
import { deleteMessages } from '@/lib/server/mail/outbox';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { newsletterMailGroup } from './confirmation-mail';

// The retention job's step (lib/server/retention/run.ts): subscriptions still unconfirmed 30 days
// after they were made are deleted with their proof and their confirmation mail (there is no
// consent to prove, and the address was never confirmed). One by one, mail first, so a run cut off
// leaves the rest for the next. Returns how many went.
export async function deleteStalePending(now = new Date()): Promise<number> {
  await connectDb();
  const cutoff = new Date(now.getTime() - PENDING_KEEP_DAYS * 24 * 60 * 60_000);
  const stale = await NewsletterSubscriber.find({ status: 'pending', subscribedAt: mongoose.trusted({ $lt: cutoff }) }).select('_id').lean();
  let deleted = 0;
  for (const { _id } of stale) {
    await deleteMessages(newsletterMailGroup(_id.toString()));
    // Only while still pending and still stale (a new subscription meanwhile keeps it).
    const result = await NewsletterSubscriber.deleteOne({ _id, status: 'pending', subscribedAt: mongoose.trusted({ $lt: cutoff }) });
    deleted += result.deletedCount;
  }
  return deleted;
}
