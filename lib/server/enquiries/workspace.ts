import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import type { LeadAttribution } from '@/lib/leads/lead-fields';
import type { EnquiryStatus } from '@/lib/enquiries/enquiry';
import { isReplyKind, type LeadWorkspaceDto, type OtherEnquiry, type TimelineEntry } from '@/lib/enquiries/workspace';
import { leadMessages } from '@/lib/server/leads/lead-mail';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { assignableStaff, staffNames } from './assignment';
import { checkEnquiryId, getEnquiry } from './queries';
import { storedSelfChecks } from '@/lib/server/leads/self-check';
import { bookingsOfEnquiry } from '@/lib/server/booking/agenda';

// How many of the person's other enquiries the page lists (newest first).
const OTHERS_SHOWN = 20;

type EventRow = {
  _id: { toString(): string };
  at: Date;
  kind: TimelineEntry['kind'];
  actorName?: string | null;
  text?: string | null;
  status?: string | null;
  assigneeId?: string | null;
  assigneeName?: string | null;
  followUpAt?: Date | null;
  subject?: string | null;
  mailKind?: string | null;
  actorId?: string | null;
  bookingStart?: Date | null;
  typeName?: string | null;
  fromStage?: string | null;
  toStage?: string | null;
  dueAt?: Date | null;
};

const isBookingKind = (kind: TimelineEntry['kind']) => kind.startsWith('booking-');

function eventEntry(row: EventRow): TimelineEntry {
  return {
    id: row._id.toString(),
    at: row.at.toISOString(),
    kind: row.kind,
    actorName: row.actorName ?? '',
    ...(row.text ? { text: row.text } : {}),
    ...(row.status ? { status: row.status as EnquiryStatus } : {}),
    ...(row.kind === 'assigned' ? { assigneeName: row.assigneeName || null } : {}),
    ...(row.followUpAt ? { followUpAt: row.followUpAt.toISOString() } : {}),
    ...(row.subject ? { subject: row.subject } : {}),
    ...(row.mailKind ? { mailKind: row.mailKind } : {}),
    ...(row.bookingStart ? { bookingStart: row.bookingStart.toISOString() } : {}),
    ...(row.typeName ? { typeName: row.typeName } : {}),
    ...(row.kind === 'stage' ? { fromStage: row.fromStage ?? '', toStage: row.toStage ?? '' } : {}),
    ...(row.dueAt ? { dueAt: row.dueAt.toISOString() } : {}),
    // The engine records a visitor's change (by their mail's link) with no account.
    ...(isBookingKind(row.kind) ? { byVisitor: !row.actorId } : {}),
  };
}

// The lead's history: its arrival, every staff action, and each of its e-mails at the time it was
// queued with how it is doing now. Oldest first; a stable order for entries at the same instant.
export async function leadTimeline(id: string, submittedAt: string): Promise<TimelineEntry[]> {
  await connectDb();
  const [events, messages] = await Promise.all([
    LeadEvent.find({ enquiryId: new mongoose.Types.ObjectId(id) }).sort({ at: 1, _id: 1 }).lean<EventRow[]>(),
    leadMessages(id),
  ]);
  const entries: TimelineEntry[] = [{ id: 'received', at: submittedAt, kind: 'received', actorName: '' }];
  const replyDelivery = new Map<string, TimelineEntry['delivery']>();
  for (const message of messages) {
    const { kind, subject, queuedAt, ...delivery } = message;
    // A reply is one entry: the staff member's text with how its e-mail is doing.
    if (isReplyKind(kind)) replyDelivery.set(kind, delivery);
    else entries.push({ id: `mail:${kind}`, at: queuedAt, kind: 'mail', actorName: '', mailKind: kind, subject, delivery });
  }
  for (const row of events) {
    const entry = eventEntry(row);
    const delivery = entry.mailKind ? replyDelivery.get(entry.mailKind) : undefined;
    entries.push(delivery ? { ...entry, delivery } : entry);
  }
  const order = (entry: TimelineEntry) => (entry.kind === 'received' ? 0 : 1);
  return entries.sort((a, b) => a.at.localeCompare(b.at) || order(a) - order(b));
}

// The person's other enquiries, linked by the e-mail address they wrote from.
async function otherEnquiries(id: string, email: string): Promise<OtherEnquiry[]> {
  const rows = await Enquiry.find({ email: new RegExp(`^${escapeRegex(email)}$`, 'i'), _id: mongoose.trusted({ $ne: id }) })
    .select('submittedAt serviceName status message')
    .sort({ submittedAt: -1, _id: -1 })
    .limit(OTHERS_SHOWN)
    .lean();
  return rows.map((row) => ({
    _id: row._id.toString(),
    submittedAt: (row.submittedAt ?? row._id.getTimestamp()).toISOString(),
    serviceName: row.serviceName || null,
    status: (row.status ?? 'new') as EnquiryStatus,
    message: row.message,
  }));
}

// Everything the lead's page shows; null for an unknown id.
export async function getLeadWorkspace(id: string): Promise<LeadWorkspaceDto | null> {
  checkEnquiryId(id);
  const enquiry = await getEnquiry(id);
  if (!enquiry) return null;
  const [stored, others, timeline, assignable, bookings] = await Promise.all([
    Enquiry.findById(id).select('attribution opportunityCheck documentCheck').lean(),
    otherEnquiries(id, enquiry.email),
    leadTimeline(id, enquiry.submittedAt),
    assignableStaff(),
    bookingsOfEnquiry(id),
  ]);
  const owner = enquiry.assignedTo;
  const ownerName = owner ? (assignable.find((option) => option.id === owner)?.name ?? (await staffNames([owner])).get(owner)) : undefined;
  const attribution = (stored?.attribution ?? null) as LeadAttribution | null;
  const hasAttribution = attribution && Object.values(attribution).some((value) => typeof value === 'string' && value !== '');
  const checks = stored ? storedSelfChecks(stored) : {};
  return {
    enquiry,
    attribution: hasAttribution ? attribution : null,
    assignee: owner ? { id: owner, name: ownerName ?? 'A removed account' } : null,
    assignable,
    others,
    timeline,
    opportunityCheck: checks.opportunityCheck ?? null,
    documentCheck: checks.documentCheck ?? null,
    bookings,
  };
}
