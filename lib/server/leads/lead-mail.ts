import 'server-only';
import { createHash } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import { connectDb, isDatabaseUnavailable } from '@/lib/server/db';
import type { DeliveryDto, FailedLeadMailDto } from '@/lib/enquiries/enquiry';
import { recordHit, type RateLimit } from '@/lib/server/rate-limit';
import { runAfterResponse } from '@/lib/server/mail/after-response';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { groupMessages, messageStates, type GroupMessage } from '@/lib/server/mail/delivery';
import { deleteMessages, failedMessages, queueMessage, retryFailedMessage } from '@/lib/server/mail/outbox';
import { mailSettings } from '@/lib/server/mail/settings';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { Enquiry } from '@/models/enquiry';
import { acknowledgementMail, acknowledgementTexts, notificationMail, type MailLead, type SelfCheckTexts } from './lead-mail-templates';
import type { MailContent } from '@/lib/server/mail/mail-text';
import { rulesTexts } from '@/lib/enquiries/self-check-text';
import type { Locale } from '@/i18n/locales';
import { documentCheckIn, storedSelfChecks } from './self-check';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { leadLocale } from '@/lib/leads/lead-locale';
import { serviceTitleIn } from '@/lib/server/services/names';

// A lead's two e-mails: the notification to the firm and the acknowledgement to the lead. The lead
// owns them; the outbox (lib/server/mail) only stores and sends messages.

// The fields of a stored enquiry the two e-mails need (a lean row, or a document's toObject()).
export type QueueableEnquiry = Omit<MailLead, 'source' | 'submittedAt' | 'opportunityCheck' | 'documentCheck'> & {
  opportunityCheck?: unknown;
  documentCheck?: unknown;
  _id: Types.ObjectId;
  locale?: string | null;
  source?: MailLead['source'] | null;
  submittedAt?: Date | null;
};

type LeadMailKind = 'notification' | 'acknowledgement';

// The outbox group of one lead's messages.
export function leadMailGroup(enquiryId: string | Types.ObjectId): string {
  return `enquiry:${enquiryId.toString()}`;
}

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
// into the outbox, then marks the enquiry as done. Idempotent (one key per enquiry and kind), so
// the sweeper may repeat it for an enquiry whose request died half-way; there are no
// multi-document transactions (FerretDB v1 has none), and this form is correct on MongoDB as well.
export async function queueLeadMail(enquiry: QueueableEnquiry): Promise<void> {
  await connectDb();
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
    ...storedSelfChecks(enquiry),
  };
  const site = await currentSiteConfig();
  const messages: Array<[LeadMailKind, MailContent]> = [['notification', notificationMail(lead, site, mailSettings(site).adminTo, await selfCheckTexts('en'))]];
  if (await acknowledgementAllowed(enquiry)) {
    // In the language of the page the lead came from (English for leads older than that field).
    const locale = leadLocale(enquiry.locale);
    const texts = await selfCheckTexts(locale);
    const documentCheck = lead.documentCheck ? await documentCheckIn(lead.documentCheck, locale) : null;
    // The service by its title in the mail's language (the lead carries the English name the site sends).
    const serviceTitle = lead.source === 'service' ? await serviceTitleIn(lead.serviceName, locale) : null;
    messages.push(['acknowledgement', acknowledgementMail({ ...lead, documentCheck }, site, serviceTitle, texts.mail, texts)]);
  }
  const group = leadMailGroup(enquiry._id);
  for (const [kind, content] of messages) await queueMessage({ group, kind, ...content });
  await Enquiry.findByIdAndUpdate(enquiry._id, { $set: { mailQueued: true } });
}

// The words of a mail in one language, its self-check block's included.
async function selfCheckTexts(locale: Locale): Promise<SelfCheckTexts> {
  const messages = await loadSiteMessages(locale);
  return { locale, mail: acknowledgementTexts(locale, messages), rules: rulesTexts(locale, messages) };
}

// Sends one lead's mail once the response has gone out, so the visitor never waits for SMTP
// (the sweeper retries what fails).
export function deliverLeadMailAfterResponse(enquiryId: string): void {
  runAfterResponse('mail delivery', () => deliverDueMessages({ group: leadMailGroup(enquiryId) }));
}

// The sweeper's repair pass (a QueueRepair, handed to it in instrumentation.ts): queues the mail of
// enquiries stored more than a minute ago but never marked as queued (leads stored before the
// outbox existed have no mailQueued at all and are left alone). Returns how many it queued.
export async function queueForgottenLeadMail(options: { now?: Date; limit?: number } = {}): Promise<number> {
  await connectDb();
  const cutoff = new Date((options.now ?? new Date()).getTime() - FORGOTTEN_AFTER_MS);
  const forgotten = await Enquiry.find({ mailQueued: false, submittedAt: mongoose.trusted({ $lte: cutoff }) })
    .sort({ submittedAt: 1 })
    .limit(options.limit ?? 50)
    .lean<QueueableEnquiry[]>();
  let queued = 0;
  for (const enquiry of forgotten) {
    try {
      await queueLeadMail(enquiry);
      queued += 1;
    } catch (error) {
      // One unusable row must not stop the others, nor the delivery that follows in the sweep.
      if (isDatabaseUnavailable(error)) throw error;
      console.error(`[mail] could not queue mail for enquiry ${enquiry._id.toString()}:`, error);
    }
  }
  return queued;
}

export type LeadMailDelivery = { notification: DeliveryDto | null; acknowledgement: DeliveryDto | null };

// How the two e-mails of a lead are doing, for the admin; null means no such message was queued
// (leads stored before the outbox existed, or an acknowledgement over the daily limit).
export async function leadMailDelivery(enquiryId: string): Promise<LeadMailDelivery> {
  const group = leadMailGroup(enquiryId);
  const byKind = (await messageStates([group])).get(group);
  return { notification: byKind?.get('notification') ?? null, acknowledgement: byKind?.get('acknowledgement') ?? null };
}

// A deleted lead's mail goes with it: its text is in the copies, and an acknowledgement still
// waiting is not sent to a lead the team threw away.
export async function deleteLeadMail(enquiryId: string | Types.ObjectId): Promise<void> {
  await deleteMessages(leadMailGroup(enquiryId));
}

// Every message of one lead (notification, acknowledgement, replies), oldest first, for its timeline.
export async function leadMessages(enquiryId: string): Promise<GroupMessage[]> {
  return groupMessages(leadMailGroup(enquiryId));
}

// The lead e-mails given up on (notifications, acknowledgements, replies), with the lead's name,
// for the back office's banner.
export async function failedLeadMail(): Promise<FailedLeadMailDto[]> {
  const failed = await failedMessages('enquiry:');
  const ids = failed.map((message) => message.key.split(':')[1] ?? '').filter((id) => mongoose.isObjectIdOrHexString(id));
  // One _id look-up per lead (a few: only leads with failed mail): FerretDB answers an _id equality
  // from its index but reads the whole collection for `_id: {$in}`, even an empty one, and the inbox
  // asks this on every view.
  const rows = await Promise.all([...new Set(ids)].map((id) => Enquiry.findById(id).select('fullName').lean()));
  const names = new Map(rows.flatMap((row) => (row ? [[row._id.toString(), row.fullName] as const] : [])));
  return failed.map((message) => {
    const enquiryId = message.key.split(':')[1] ?? '';
    return {
      enquiryId,
      fullName: names.get(enquiryId) ?? '',
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      lastError: message.lastError,
      failedAt: message.updatedAt?.toISOString() ?? null,
    };
  });
}

// Sends a lead's failed e-mail again: back in the queue and delivered after the response.
// False when there was no such failed message (already resent, or never failed).
export async function resendLeadMail(enquiryId: string, kind: string): Promise<boolean> {
  const group = leadMailGroup(enquiryId);
  const queued = await retryFailedMessage(group, kind);
  if (queued) runAfterResponse('mail resend', () => deliverDueMessages({ group }));
  return queued;
}
