import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import type { EnquiryStatus } from '@/lib/validation/enquiry';
import { Enquiry } from '@/models/enquiry';
import { deleteLeadMail } from '@/lib/server/leads/lead-mail';
import type { EnquiryDto } from '@/lib/enquiries/dto';
import { checkEnquiryId } from './queries';
import { toEnquiryDto, type EnquiryRow } from './to-dto';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

// No projection: FerretDB v1 does not implement it on findAndModify (toEnquiryDto picks the fields).
const updateOptions = { returnDocument: 'after', runValidators: true } as const;

// Any status except new means somebody has looked at the enquiry, so it also counts as read.
export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<EnquiryDto> {
  checkEnquiryId(id);
  await connectDb();
  const changes = status === 'new' ? { status } : { status, isRead: true };
  const row = await Enquiry.findByIdAndUpdate(id, { $set: changes }, updateOptions).lean<EnquiryRow>();
  if (!row) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
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

// The lead's mail goes too (deleteLeadMail): nothing of a deleted enquiry is kept.
export async function deleteEnquiry(id: string): Promise<void> {
  checkEnquiryId(id);
  await connectDb();
  const row = await Enquiry.findByIdAndDelete(id).lean();
  if (!row) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  await deleteLeadMail(row._id);
}
