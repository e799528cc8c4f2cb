import type { EnquirySource, EnquiryStatus } from '@/lib/enquiries/enquiry';
import type { BookingStatus } from '@/lib/booking/booking';
import type { AgendaBooking } from '@/lib/booking/agenda';
import type { DocumentCheckRecord, OpportunityCheckRecord } from '@/lib/enquiries/self-check';
import type { NewsletterStatus } from '@/lib/newsletter/newsletter';
import type { SubscriberProof } from '@/lib/newsletter/subscribers';
import type { Locale } from '@/i18n/locales';

// What the firm holds about one person, found by their e-mail address (lib/server/data-subject/).

// A staff action on one of their enquiries (models/lead-event.ts), notes and replies with their text.
export type SubjectEventDto = {
  at: string;
  kind: string;
  actorName: string;
  text: string | null;
  status: string | null;
  subject: string | null;
  assigneeName: string | null;
  followUpAt: string | null;
  mailKind: string | null;
};

export type SubjectEnquiryDto = {
  _id: string;
  submittedAt: string | null;
  lastActivityAt: string | null;
  status: EnquiryStatus;
  source: EnquirySource;
  serviceName: string | null;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  city: string | null;
  message: string;
  // The language of the page the lead was sent from, which its mails to the person use.
  locale: Locale;
  // Where the lead came from: page, referrer, first-visit UTM parameters.
  attribution: Record<string, string> | null;
  events: SubjectEventDto[];
  // A self-check sent with the enquiry (the Opportunity Card answers and result, a document
  // checklist's items); absent without one.
  opportunityCheck?: OpportunityCheckRecord;
  documentCheck?: DocumentCheckRecord;
};

// An e-mail in the outbox: one of their enquiries', or one sent to them or naming them as Reply-To.
export type SubjectMessageDto = {
  key: string;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  state: string;
  createdAt: string | null;
  sentAt: string | null;
  // The retention job removed its subject and text; the delivery record is what is left.
  contentRemoved: boolean;
};

// A consultation they booked (issue 29), found by the address it was booked with: what the agenda
// shows, and the zone and language their mails used, the reason given for the last cancellation
// or move, when it was booked and cancelled.
export type SubjectBookingDto = AgendaBooking & { timeZone: string; locale: Locale; reason: string; bookedAt: string | null; cancelledAt: string | null };

// The JSON file an administrator downloads and sends to the person (Art. 15 and 20 GDPR).
export type DataSubjectExport = {
  email: string;
  exportedAt: string;
  enquiries: SubjectEnquiryDto[];
  bookings: SubjectBookingDto[];
  emails: SubjectMessageDto[];
  // Their newsletter subscription with its consent proof and the issues mailed to them (issue 30).
  newsletter: SubscriberProof | null;
  // The address is also a staff account's sign-in (managed under Staff, not by this tool).
  staffAccount: boolean;
};

// The same, counted, for the screen and the confirmation before erasing.
export type DataSubjectSummary = {
  email: string;
  enquiries: { _id: string; submittedAt: string | null; status: EnquiryStatus; serviceName: string | null; fullName: string; events: number }[];
  events: number;
  notesAndReplies: number;
  // Consultations booked with the address (some joined to the enquiries above).
  bookings: { _id: string; typeName: string; start: string; status: BookingStatus }[];
  emails: number;
  // Their newsletter subscription (its proof page in the back office).
  newsletter: { id: string; status: NewsletterStatus; subscribedAt: string } | null;
  staffAccount: boolean;
  // Audit-log entries naming the address: kept as the firm's security record (12 months), not erased.
  auditEntries: number;
};

export type ErasureReport = { enquiries: number; events: number; bookings: number; emails: number; newsletterSubscriptions: number };

export const isEmptySummary = (summary: DataSubjectSummary) =>
  summary.enquiries.length === 0 && summary.bookings.length === 0 && summary.emails === 0 && summary.newsletter === null;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// "2 enquiries, 5 lead events, 1 booking, 8 e-mails, 1 newsletter subscription", for the audit log.
export function describeErasure(report: ErasureReport): string {
  return [
    counted(report.enquiries, 'enquiry', 'enquiries'),
    counted(report.events, 'lead event', 'lead events'),
    counted(report.bookings, 'booking', 'bookings'),
    counted(report.emails, 'e-mail', 'e-mails'),
    counted(report.newsletterSubscriptions, 'newsletter subscription', 'newsletter subscriptions'),
  ].join(', ');
}
