import 'server-only';
import mongoose, { type Types } from 'mongoose';
import { connectDb, isDatabaseUnavailable, isDuplicateKeyError } from '@/lib/db';
import { getSiteConfig } from '@/lib/site';
import { Enquiry } from '@/models/enquiry';
import { OutboxMessage, type OutboxKind } from '@/models/outbox-message';
import { mailSettings } from './settings';
import { acknowledgementMail, notificationMail, type MailContent, type MailLead } from './templates';

// The fields of a stored enquiry the two e-mails need (a lean row, or a document's toObject()).
export type QueueableEnquiry = Omit<MailLead, 'source' | 'submittedAt'> & {
  _id: Types.ObjectId;
  source?: MailLead['source'] | null;
  submittedAt?: Date | null;
};

// A lead whose mail is not queued this long after it was stored was left behind by a crash.
export const FORGOTTEN_AFTER_MS = 60_000;

// Puts the notification and the acknowledgement of one enquiry into the outbox, then marks the
// enquiry as done. Idempotent (unique key per enquiry and kind), so the sweeper may repeat it
// for an enquiry whose request died half-way; there are no multi-document transactions (FerretDB
// v1 has none), and this form is correct on MongoDB as well.
export async function queueEnquiryMail(enquiry: QueueableEnquiry): Promise<void> {
  await connectDb();
  // The unique key index must exist before a duplicate insert can be refused by it.
  await OutboxMessage.init();
  const lead: MailLead = {
    source: enquiry.source ?? 'contact',
    fullName: enquiry.fullName,
    email: enquiry.email,
    phoneNumber: enquiry.phoneNumber,
    message: enquiry.message,
    serviceName: enquiry.serviceName,
    city: enquiry.city,
    attribution: enquiry.attribution,
    submittedAt: enquiry.submittedAt ?? new Date(),
  };
  const site = getSiteConfig();
  const messages: Array<[OutboxKind, MailContent]> = [
    ['notification', notificationMail(lead, site, mailSettings().adminTo)],
    ['acknowledgement', acknowledgementMail(lead, site)],
  ];
  for (const [kind, content] of messages) {
    try {
      await OutboxMessage.create({ key: `enquiry:${enquiry._id}:${kind}`, kind, enquiryId: enquiry._id, ...content });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  await Enquiry.findByIdAndUpdate(enquiry._id, { $set: { mailQueued: true } });
}

// Queues the mail of enquiries stored more than a minute ago but never marked as queued (leads
// stored before the outbox existed have no mailQueued at all and are left alone). Returns how many
// it queued.
export async function queueForgottenMail(options: { now?: Date; limit?: number } = {}): Promise<number> {
  await connectDb();
  const cutoff = new Date((options.now ?? new Date()).getTime() - FORGOTTEN_AFTER_MS);
  const forgotten = await Enquiry.find({ mailQueued: false, submittedAt: mongoose.trusted({ $lte: cutoff }) })
    .sort({ submittedAt: 1 })
    .limit(options.limit ?? 50)
    .lean<QueueableEnquiry[]>();
  let queued = 0;
  for (const enquiry of forgotten) {
    try {
      await queueEnquiryMail(enquiry);
      queued += 1;
    } catch (error) {
      // One unusable row must not stop the others, nor the delivery that follows in the sweep.
      if (isDatabaseUnavailable(error)) throw error;
      console.error(`[mail] could not queue mail for enquiry ${enquiry._id.toString()}:`, error);
    }
  }
  return queued;
}
