import 'server-only';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { deliverLeadMailAfterResponse, queueLeadMail } from './lead-mail';
import type { EnquirySource } from '@/lib/validation/enquiry';
import type { LeadAttribution } from '@/lib/validation/lead';
import type { Locale } from '@/i18n/pathnames';
import { Enquiry } from '@/models/enquiry';

export type NewLead = {
  source: EnquirySource;
  fullName: string;
  email: string;
  phoneNumber?: string;
  message: string;
  serviceName?: string;
  city?: string;
  clientId?: string;
  attribution?: LeadAttribution;
  // The page's language (English when the request named none).
  locale?: Locale;
};

// Stores a lead as a new enquiry and queues its two e-mails. A repeat of an already stored
// submission (same clientId: a double click, or a retry after a dropped connection) stores and
// queues nothing and reports stored: false.
export async function storeLead(lead: NewLead): Promise<{ stored: true; enquiryId: string } | { stored: false }> {
  await connectDb();
  // The unique clientId index must exist before the first write can rely on it.
  await Enquiry.init();
  let enquiry;
  try {
    // mailQueued stays false until the outbox holds both messages (no multi-document
    // transactions): if this request dies in between, the mail sweeper queues them later.
    // FerretDB v1 has no transactions; the flag and the sweeper are correct on MongoDB too.
    enquiry = await new Enquiry({ ...lead, mailQueued: false }).save();
  } catch (error) {
    if (isDuplicateKeyError(error) && lead.clientId) return { stored: false };
    throw error;
  }
  try {
    await queueLeadMail(enquiry.toObject());
  } catch (error) {
    // The lead is safe; failing the request now would only make the visitor send it again.
    console.error(`[mail] could not queue mail for enquiry ${enquiry._id.toString()}; the sweeper will retry:`, error);
  }
  return { stored: true, enquiryId: enquiry._id.toString() };
}

// What the two lead routes do with a valid lead: store it, queue its mail, and send that mail once
// the response has gone out.
export async function acceptLead(lead: NewLead): Promise<void> {
  const result = await storeLead(lead);
  if (result.stored) deliverLeadMailAfterResponse(result.enquiryId);
}
