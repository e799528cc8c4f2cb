import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { runAfterResponse } from '@/lib/server/mail/after-response';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { queueMessage } from '@/lib/server/mail/outbox';
import { leadMailGroup } from '@/lib/server/leads/lead-mail';
import { ENQUIRY_NOT_FOUND, setEnquiryStatus } from '@/lib/server/enquiries/commands';
import { checkEnquiryId } from '@/lib/server/enquiries/queries';
import { recordLeadEvent } from '@/lib/server/enquiries/lead-events';
import type { ReplyInput } from '@/lib/replies/reply-template';
import { Enquiry } from '@/models/enquiry';

export type ReplyAuthor = { id: string; name: string; email: string };

// A staff member's answer to a lead, sent from the firm's address through the outbox with
// Reply-To set to the staff member, so the lead's answer reaches them. Queued first (its own key,
// `reply:<id>`), then put on the timeline with its text, then the lead counts as replied. The
// mail goes out after the response; the sweeper retries it like any other.
export async function sendLeadReply(enquiryId: string, reply: ReplyInput, author: ReplyAuthor): Promise<{ mailKind: string }> {
  checkEnquiryId(enquiryId);
  await connectDb();
  const enquiry = await Enquiry.findById(enquiryId).select('email anonymisedAt').lean();
  if (!enquiry) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  if (enquiry.anonymisedAt) throw new DomainError('conflict', 'This enquiry has been anonymised: there is nobody to write to.');
  const mailKind = `reply:${new mongoose.Types.ObjectId().toString()}`;
  const group = leadMailGroup(enquiryId);
  await queueMessage({ group, kind: mailKind, to: enquiry.email, replyTo: author.email, subject: reply.subject, text: reply.body });
  const actor = { id: author.id, name: author.name };
  await recordLeadEvent(enquiryId, actor, { kind: 'reply', text: reply.body, subject: reply.subject, mailKind });
  await setEnquiryStatus(enquiryId, 'replied', actor);
  runAfterResponse('reply delivery', () => deliverDueMessages({ group }));
  return { mailKind };
}
