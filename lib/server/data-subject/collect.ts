import 'server-only';
import { storedSelfChecks } from '@/lib/server/leads/self-check';
import mongoose, { type Types } from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { leadMailGroup } from '@/lib/server/leads/lead-mail';
import { messagesConcerning, type AddressMessageRow } from '@/lib/server/mail/by-address';
import { escapeRegex } from '@/lib/escape-regex';
import { leadLocale } from '@/lib/leads/lead-locale';
import type { DataSubjectExport, DataSubjectSummary, SubjectBookingDto, SubjectEnquiryDto, SubjectEventDto, SubjectMessageDto } from '@/lib/data-subject/dto';
import type { BookingStatus } from '@/lib/booking/booking';
import { toAgendaBooking } from '@/lib/server/booking/agenda';
import type { StoredBooking } from '@/lib/server/booking/read';
import { bookingMailGroup } from '@/lib/server/booking/booking-mail';
import { Booking } from '@/models/booking';
import type { EnquirySource, EnquiryStatus } from '@/lib/enquiries/enquiry';
import { AuditEntry } from '@/models/audit-entry';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { User } from '@/models/user';
import { newsletterMailGroup } from '@/lib/server/newsletter/confirmation-mail';
import { subscriberOfAddress, toProof } from '@/lib/server/newsletter/subscriber-records';

// Everything the firm holds about the person with this e-mail address: their enquiries (with the
// attribution kept with each), the staff's notes, replies and other actions on them, the
// consultations they booked, their newsletter subscription with its consent proof, and the mail in
// the outbox that belongs to those enquiries, bookings or subscription or was sent to or on behalf
// of the address. Not
// here, and why: the acknowledgement limit counts an address by its SHA-256 hash for 24 hours
// (rate-limit records, no address in them); audit-log entries are the firm's security record
// (counted, not exported or erased; removed after 12 months).

type EnquiryRow = {
  _id: Types.ObjectId;
  fullName: string;
  email: string;
  phoneNumber?: string | null;
  message: string;
  status?: EnquiryStatus | null;
  source?: EnquirySource | null;
  serviceName?: string | null;
  city?: string | null;
  locale?: string | null;
  submittedAt?: Date | null;
  lastActivityAt?: Date | null;
  attribution?: Record<string, string | null | undefined> | null;
  opportunityCheck?: unknown;
  documentCheck?: unknown;
};

type EventRow = {
  enquiryId: Types.ObjectId;
  at: Date;
  kind: string;
  actorName?: string | null;
  text?: string | null;
  status?: string | null;
  subject?: string | null;
  assigneeName?: string | null;
  followUpAt?: Date | null;
  mailKind?: string | null;
};

// The address in any letter case (the forms store it in lower case; rows older than that may not be).
const exactly = (address: string) => new RegExp(`^${escapeRegex(address)}$`, 'i');
const iso = (date?: Date | null) => date?.toISOString() ?? null;

async function enquiriesOf(address: string): Promise<EnquiryRow[]> {
  await connectDb();
  return Enquiry.find({ email: exactly(address) }).sort({ submittedAt: 1, _id: 1 }).lean<EnquiryRow[]>();
}

async function bookingsOf(address: string): Promise<StoredBooking[]> {
  return Booking.find({ email: exactly(address) }).sort({ start: 1, _id: 1 }).lean<StoredBooking[]>();
}

function toBookingDto(row: StoredBooking): SubjectBookingDto {
  const { timeZone, reason, createdAt, cancelledAt } = row as StoredBooking & { createdAt?: Date | null };
  return { ...toAgendaBooking(row), timeZone, locale: leadLocale(row.locale), reason: reason ?? '', bookedAt: iso(createdAt), cancelledAt: iso(cancelledAt) };
}

async function eventsOf(enquiryIds: Types.ObjectId[]): Promise<EventRow[]> {
  if (enquiryIds.length === 0) return [];
  return LeadEvent.find({ enquiryId: mongoose.trusted({ $in: enquiryIds }) }).sort({ at: 1, _id: 1 }).lean<EventRow[]>();
}

function toEventDto(row: EventRow): SubjectEventDto {
  return {
    at: row.at.toISOString(),
    kind: row.kind,
    actorName: row.actorName ?? '',
    text: row.text ?? null,
    status: row.status ?? null,
    subject: row.subject ?? null,
    assigneeName: row.assigneeName ?? null,
    followUpAt: iso(row.followUpAt),
    mailKind: row.mailKind ?? null,
  };
}

function attributionOf(row: EnquiryRow): Record<string, string> | null {
  const entries = Object.entries(row.attribution ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return entries.length ? Object.fromEntries(entries) : null;
}

function toEnquiryDto(row: EnquiryRow, events: EventRow[]): SubjectEnquiryDto {
  return {
    _id: row._id.toString(),
    submittedAt: iso(row.submittedAt),
    lastActivityAt: iso(row.lastActivityAt),
    status: row.status ?? 'new',
    source: row.source ?? 'contact',
    serviceName: row.serviceName ?? null,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber ?? null,
    city: row.city ?? null,
    message: row.message,
    locale: leadLocale(row.locale),
    attribution: attributionOf(row),
    events: events.filter((event) => event.enquiryId.equals(row._id)).map(toEventDto),
    ...storedSelfChecks(row),
  };
}

function toMessageDto(row: AddressMessageRow): SubjectMessageDto {
  return {
    key: row.key,
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo ?? null,
    subject: row.subject,
    text: row.text,
    state: row.state ?? 'pending',
    createdAt: iso(row.createdAt),
    sentAt: iso(row.sentAt),
    contentRemoved: Boolean(row.contentRemovedAt),
  };
}

async function collect(address: string) {
  const [enquiries, bookings, subscriber] = await Promise.all([enquiriesOf(address), bookingsOf(address), subscriberOfAddress(address)]);
  const ids = enquiries.map((row) => row._id);
  const groups = [
    ...ids.map((id) => leadMailGroup(id)),
    ...bookings.map((row) => bookingMailGroup(row._id.toString())),
    ...(subscriber ? [newsletterMailGroup(subscriber._id.toString())] : []),
  ];
  const [events, messages, staffAccount] = await Promise.all([eventsOf(ids), messagesConcerning(address, groups), User.exists({ email: exactly(address) })]);
  return { enquiries, bookings, subscriber, events, messages, staffAccount: Boolean(staffAccount) };
}

// The whole of it, for the JSON file.
export async function dataSubjectExport(address: string, now = new Date()): Promise<DataSubjectExport> {
  const { enquiries, bookings, subscriber, events, messages, staffAccount } = await collect(address);
  return {
    email: address,
    exportedAt: now.toISOString(),
    enquiries: enquiries.map((row) => toEnquiryDto(row, events)),
    bookings: bookings.map(toBookingDto),
    emails: messages.map(toMessageDto),
    newsletter: subscriber ? await toProof(subscriber) : null,
    staffAccount,
  };
}

// Counted, for the screen.
export async function dataSubjectSummary(address: string): Promise<DataSubjectSummary> {
  const { enquiries, bookings, subscriber, events, messages, staffAccount } = await collect(address);
  const mentioned = new RegExp(escapeRegex(address), 'i');
  const auditEntries = await AuditEntry.countDocuments({ $or: [{ actorEmail: mentioned }, { target: mentioned }, { details: mentioned }] });
  return {
    email: address,
    enquiries: enquiries.map((row) => ({
      _id: row._id.toString(),
      submittedAt: iso(row.submittedAt),
      status: row.status ?? 'new',
      serviceName: row.serviceName ?? null,
      fullName: row.fullName,
      events: events.filter((event) => event.enquiryId.equals(row._id)).length,
    })),
    events: events.length,
    notesAndReplies: events.filter((event) => event.kind === 'note' || event.kind === 'reply').length,
    bookings: bookings.map((row) => ({ _id: row._id.toString(), typeName: row.typeName, start: row.start.toISOString(), status: row.status as BookingStatus })),
    emails: messages.length,
    newsletter: subscriber ? { id: subscriber._id.toString(), status: subscriber.status, subscribedAt: subscriber.subscribedAt.toISOString() } : null,
    staffAccount,
    auditEntries,
  };
}
