import 'server-only';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { deliverLeadMailAfterResponse, queueLeadMail } from './lead-mail';
import { leadFromContact, leadFromServiceEnquiry, type ContactLead, type NewLead, type ServiceEnquiry } from '@/lib/enquiries/enquiry';
import { Enquiry } from '@/models/enquiry';
import { recordCheckEvent } from '@/lib/server/opportunity-card/check-events';
import { selfCheckBlocks } from './self-check';

// Stores a lead as a new enquiry and queues its two e-mails. A repeat of an already stored
// submission (same clientId: a double click, or a retry after a dropped connection) stores and
// queues nothing and reports stored: false.
export async function storeLead({ attachment, ...lead }: NewLead): Promise<{ stored: true; enquiryId: string } | { stored: false }> {
  await connectDb();
  // Before anything is written: an unknown checklist or item refuses the whole lead.
  const blocks = await selfCheckBlocks(attachment);
  // The unique clientId index must exist before the first write can rely on it.
  await Enquiry.init();
  let enquiry;
  try {
    // mailQueued stays false until the outbox holds both messages (no multi-document
    // transactions): if this request dies in between, the mail sweeper queues them later.
    // FerretDB v1 has no transactions; the flag and the sweeper are correct on MongoDB too.
    enquiry = await new Enquiry({ ...lead, ...blocks, mailQueued: false }).save();
  } catch (error) {
    if (isDuplicateKeyError(error) && lead.clientId) return { stored: false };
    throw error;
  }
  if (blocks.opportunityCheck) await countCheckEnquiry();
  try {
    await queueLeadMail(enquiry.toObject());
  } catch (error) {
    // The lead is safe; failing the request now would only make the visitor send it again.
    console.error(`[mail] could not queue mail for enquiry ${enquiry._id.toString()}; the sweeper will retry:`, error);
  }
  return { stored: true, enquiryId: enquiry._id.toString() };
}

// The check funnel's third step (the dashboard's counts). Only for a newly stored lead, so a
// repeated submission counts once; a count that fails is logged and never fails the lead.
async function countCheckEnquiry(): Promise<void> {
  try {
    await recordCheckEvent('enquiry');
  } catch (error) {
    console.error('[check] could not count an enquiry from the Opportunity Card check:', error);
  }
}

// What the two lead routes do with a valid lead: store it, queue its mail, and send that mail once
// the response has gone out.
export async function acceptLead(lead: NewLead): Promise<void> {
  const result = await storeLead(lead);
  if (result.stored) deliverLeadMailAfterResponse(result.enquiryId);
}

// The contact form's lead, from its checked input (the Server Action's and the API's).
export async function acceptContactLead(input: ContactLead): Promise<void> {
  await acceptLead(leadFromContact(input));
}

// A service enquiry's lead, from its checked input (the Server Action's and the API's).
export async function acceptServiceEnquiry(input: ServiceEnquiry): Promise<void> {
  await acceptLead(leadFromServiceEnquiry(input));
}
