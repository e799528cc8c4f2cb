import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { can, type UserRole } from '@/lib/auth/permissions';
import { toEnquiryDto, type EnquiryDto, type EnquiryRow } from '@/lib/enquiries/enquiry';
import type { StaffOption } from '@/lib/enquiries/workspace';
import { Enquiry } from '@/models/enquiry';
import { User } from '@/models/user';
import { ENQUIRY_NOT_FOUND } from './commands';
import { checkEnquiryId } from './queries';
import { recordLeadEvent, type LeadActor } from './lead-events';

export const NOT_ASSIGNABLE = 'Choose a staff member who works with leads';

// Active accounts whose role may work leads: who a lead can be given to.
export async function assignableStaff(): Promise<StaffOption[]> {
  await connectDb();
  const users = await User.find({ disabled: mongoose.trusted({ $ne: true }) }).select('name role').sort({ name: 1, _id: 1 }).lean();
  return users.filter((user) => can((user.role ?? 'admin') as UserRole, 'leads')).map((user) => ({ id: user._id.toString(), name: user.name }));
}

// Names of accounts by id (owners shown in the list and on the timeline), removed accounts left out.
export async function staffNames(ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter((id) => mongoose.isObjectIdOrHexString(id));
  if (wanted.length === 0) return new Map();
  await connectDb();
  const users = await User.find({ _id: mongoose.trusted({ $in: wanted }) }).select('name').lean();
  return new Map(users.map((user) => [user._id.toString(), user.name]));
}

async function updated(id: string): Promise<EnquiryDto> {
  const row = await Enquiry.findById(id).lean<EnquiryRow>();
  if (!row) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  return toEnquiryDto(row);
}

// Gives the lead to a staff member with lead access (or to nobody), on the timeline.
export async function assignLead(id: string, assigneeId: string | null, actor: LeadActor): Promise<EnquiryDto> {
  checkEnquiryId(id);
  await connectDb();
  let assigneeName: string | null = null;
  if (assigneeId) {
    const assignee = (await assignableStaff()).find((option) => option.id === assigneeId);
    if (!assignee) throw new DomainError('invalid', NOT_ASSIGNABLE, { assigneeId: [NOT_ASSIGNABLE] });
    assigneeName = assignee.name;
  }
  const before = await Enquiry.findById(id).select('assignedTo').lean();
  if (!before) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  if ((before.assignedTo ?? null) !== assigneeId) {
    await Enquiry.updateOne({ _id: id }, { $set: { assignedTo: assigneeId } });
    await recordLeadEvent(id, actor, { kind: 'assigned', ...(assigneeId ? { assigneeId, assigneeName: assigneeName ?? '' } : {}) });
  }
  return updated(id);
}
