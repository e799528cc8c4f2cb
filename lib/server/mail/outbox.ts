import 'server-only';
import { createHash } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import { connectDb, isDatabaseUnavailable, isDuplicateKeyError } from '@/lib/server/db';
import { allServiceNames } from '@/lib/content/services';
import { recordHit, type RateLimit } from '@/lib/server/rate-limit';
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

// Acknowledgements one address receives per day, however many addresses the leads come from, so
// the form cannot be used to flood someone's inbox with mail from the firm.
export const ACKNOWLEDGEMENT_LIMIT: RateLimit = { name: 'acknowledgement', limit: 3, windowMs: 24 * 60 * 60 * 1000 };

// Counted once per enquiry (the hit's id is the enquiry's), so queueing again counts nothing new.
// The address is counted by its hash: the rate-limit records need no personal data.
async function acknowledgementAllowed(enquiry: QueueableEnquiry): Promise<boolean> {
  const recipient = createHash('sha256').update(enquiry.email.trim().toLowerCase()).digest('base64url');
  const hit = await recordHit(ACKNOWLEDGEMENT_LIMIT, recipient, { id: enquiry._id });
  return hit.count <= ACKNOWLEDGEMENT_LIMIT.limit;
}

// Puts the notification and (within the per-address limit) the acknowledgement of one enquiry
// into the outbox, then marks the enquiry as done. Idempotent (unique key per enquiry and kind),
// so the sweeper may repeat it for an enquiry whose request died half-way; there are no
// multi-document transactions (FerretDB v1 has none), and this form is correct on MongoDB as well.
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
  const messages: Array<[OutboxKind, MailContent]> = [['notification', notificationMail(lead, site, mailSettings().adminTo)]];
  if (await acknowledgementAllowed(enquiry)) {
    messages.push(['acknowledgement', acknowledgementMail(lead, site, new Set(allServiceNames()))]);
  }
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
