import type { AgendaBooking } from '@/lib/booking/agenda';
import type { LeadAttribution } from '@/lib/leads/lead-fields';
import type { DeliveryDto, EnquiryDto, EnquiryStatus } from './enquiry';
import type { DocumentCheckRecord, OpportunityCheckRecord } from './self-check';

// What the lead's own page (/admin/enquiries/{id}) shows: the enquiry, where it came from, the
// person's other enquiries, its owner and follow-up, and everything that happened to it.

export type TimelineKind =
  | 'received'
  | 'mail'
  | 'status'
  | 'assigned'
  | 'note'
  | 'reply'
  | 'follow-up-set'
  | 'follow-up-done'
  | 'mail-resent'
  | 'booking-booked'
  | 'booking-moved'
  | 'booking-cancelled'
  | 'booking-done'
  | 'booking-no-show'
  | 'booking-mail-withheld'
  | 'stage'
  | 'task-created'
  | 'task-done'
  | 'task-reopened';

export type TimelineEntry = {
  id: string;
  at: string;
  kind: TimelineKind;
  // Who acted; empty for what the system did (a lead arriving, a mail being sent).
  actorName: string;
  // A note's or a reply's text.
  text?: string;
  status?: EnquiryStatus;
  // The new owner's name; null when the lead was unassigned.
  assigneeName?: string | null;
  followUpAt?: string;
  // A mail entry: which message (notification, acknowledgement, reply) and how it is doing.
  mailKind?: string;
  subject?: string;
  delivery?: DeliveryDto;
  // A booking's step: its start (the new one for a move), its consultation type, and whether the
  // visitor made the change by their link (staff otherwise).
  bookingStart?: string;
  typeName?: string;
  byVisitor?: boolean;
  // A stage move (issue 47): the stages' names then.
  fromStage?: string;
  toStage?: string;
  // A task's due time (task-created, task-done, task-reopened; its title is `text`).
  dueAt?: string;
};

export type StaffOption = { id: string; name: string };

export type OtherEnquiry = { _id: string; submittedAt: string; serviceName: string | null; status: EnquiryStatus; message: string };

export type LeadWorkspaceDto = {
  enquiry: EnquiryDto;
  attribution: LeadAttribution | null;
  assignee: StaffOption | null;
  // Everyone a lead can be assigned to (active accounts with lead access).
  assignable: StaffOption[];
  others: OtherEnquiry[];
  timeline: TimelineEntry[];
  // The self-checks sent with the lead, as stored; null without one.
  opportunityCheck: OpportunityCheckRecord | null;
  documentCheck: DocumentCheckRecord | null;
  // The consultations booked with the lead (issue 29), by start time.
  bookings: AgendaBooking[];
};

// The outbox kind of a reply: `reply:<event id>`, so each reply is its own message.
export function isReplyKind(kind: string): boolean {
  return kind.startsWith('reply:');
}
