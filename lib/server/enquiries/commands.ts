import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { toEnquiryDto, type EnquiryDto, type EnquiryRow, type EnquiryStatus } from '@/lib/enquiries/enquiry';
import { Enquiry } from '@/models/enquiry';
import { eraseLead } from '@/lib/server/leads/lead-erasure';
import { checkEnquiryId } from './queries';
import { recordLeadEvent, type LeadActor } from './lead-events';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

// No projection: FerretDB v1 does not implement it on findAndModify (toEnquiryDto picks the fields).
const updateOptions = { returnDocument: 'after', runValidators: true } as const;

// Any status except new means somebody has looked at the enquiry, so it also counts as read. A
// change made by a staff member goes on the lead's timeline (setting the same status again does not).
export async function setEnquiryStatus(id: string, status: EnquiryStatus, actor: LeadActor | null = null): Promise<EnquiryDto> {
  checkEnquiryId(id);
  await connectDb();
  const before = await Enquiry.findById(id).select('status').lean();
  if (!before) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  const changes = status === 'new' ? { status } : { status, isRead: true };
  const row = await Enquiry.findByIdAndUpdate(id, { $set: changes }, updateOptions).lean<EnquiryRow>();
  if (!row) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  if ((before.status ?? 'new') !== status) await recordLeadEvent(id, actor, { kind: 'status', status });
  return toEnquiryDto(row);
}

// Two single-document writes instead of a conditional pipeline update (FerretDB v1 has none):
// the first moves new to read, the second only sets the flag when the status was something else.
export async function markEnquiryRead(id: string): Promise<EnquiryDto> {
  checkEnquiryId(id);
  await connectDb();
  const row =
    (await Enquiry.findOneAndUpdate({ _id: id, status: 'new' }, { $set: { status: 'read', isRead: true } }, updateOptions).lean<EnquiryRow>()) ??
    (await Enquiry.findByIdAndUpdate(id, { $set: { isRead: true } }, updateOptions).lean<EnquiryRow>());
  if (!row) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  return toEnquiryDto(row);
}

// The lead's mail and timeline go too: nothing of a deleted enquiry is kept (eraseLead, shared
// with the retention job and data-subject erasure).
export async function deleteEnquiry(id: string): Promise<void> {
  checkEnquiryId(id);
  if (!(await eraseLead(id))) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
}
