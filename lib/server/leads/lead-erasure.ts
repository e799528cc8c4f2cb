import 'server-only';
import type { Types } from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { ANONYMISED_LEAD } from '@/lib/retention/anonymised';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { LeadTask } from '@/models/lead-task';
import { anonymiseBookingsOfEnquiry, eraseBookingsOfEnquiry } from '@/lib/server/booking/booking-erasure';
import { deleteLeadMail } from './lead-mail';

// A lead's personal data leaves in two ways: the retention job anonymises or deletes leads past
// their period, and an administrator erases a person's leads on request (lib/server/data-subject/).
// Without multi-document transactions (FerretDB v1 has none) each is a series of idempotent writes
// with the enquiry itself last: a run cut off half-way leaves the lead as it was found, to be
// finished by the next run.

type LeadId = string | Types.ObjectId;

// Dotted paths: $unset of a field missing on a lead without a check changes nothing, on both engines.
const SELF_CHECK_PERSONAL_FIELDS = {
  'opportunityCheck.answers': 1,
  'opportunityCheck.items': 1,
  'opportunityCheck.gates': 1,
  'opportunityCheck.open': 1,
  'opportunityCheck.gains': 1,
  'documentCheck.items': 1,
} as const;

// The person's data is replaced and the texts of notes and replies are removed, with the lead's
// mail and the person's data in its consultation bookings (with their mail); status, service,
// source and dates stay. Of a self-check, what says something about the
// person goes (the Opportunity Card answers and the points, requirements and open items worked out
// from them; a document check's items); the check's route, verdict, total, rules version and funds
// figure and the checklist's name stay for the counts. True when this call anonymised it.
export async function anonymiseLead(id: LeadId, now = new Date()): Promise<boolean> {
  await connectDb();
  await LeadEvent.updateMany({ enquiryId: id }, { $unset: { text: 1, subject: 1 } });
  // A task's title may name the person ("Call Anna about her visa").
  await LeadTask.deleteMany({ enquiryId: id });
  await deleteLeadMail(id);
  await anonymiseBookingsOfEnquiry(id, now);
  const { modifiedCount } = await Enquiry.updateOne(
    { _id: id.toString(), anonymisedAt: null },
    { $set: { ...ANONYMISED_LEAD, anonymisedAt: now }, $unset: { phoneNumber: 1, city: 1, attribution: 1, ...SELF_CHECK_PERSONAL_FIELDS } },
  );
  return modifiedCount === 1;
}

// The enquiry, its events and tasks, its mail and its consultation bookings (their time claims and
// mail). True when this call deleted the enquiry.
export async function eraseLead(id: LeadId): Promise<boolean> {
  await connectDb();
  await LeadEvent.deleteMany({ enquiryId: id });
  await LeadTask.deleteMany({ enquiryId: id });
  await deleteLeadMail(id);
  await eraseBookingsOfEnquiry(id);
  const { deletedCount } = await Enquiry.deleteOne({ _id: id.toString() });
  return deletedCount === 1;
}
