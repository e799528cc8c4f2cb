import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { Enquiry } from '@/models/enquiry';
import { ENQUIRY_NOT_FOUND } from './commands';
import { checkEnquiryId } from './queries';
import { recordLeadEvent, type LeadActor } from './lead-events';

// An internal note on the lead's timeline: for the team only, never mailed or shown to the lead.
export async function addLeadNote(id: string, text: string, actor: LeadActor): Promise<void> {
  checkEnquiryId(id);
  await connectDb();
  if (!(await Enquiry.exists({ _id: id }))) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  await recordLeadEvent(id, actor, { kind: 'note', text });
}
