import 'server-only';
import mongoose from 'mongoose';
import type { ConsultationTypeRecord } from '@/lib/booking/consultation-type';
import { isServiceId } from '@/lib/services/service';
import { formatBerlinMailTime } from '@/lib/time/berlin';
import type { ParsedBookingRequest } from '@/lib/booking/booking-request';
import { recordLeadEvent, type LeadActor } from '@/lib/server/enquiries/lead-events';
import type { SelfCheckBlocks } from '@/lib/server/leads/self-check';
import { recordCheckEvent } from '@/lib/server/opportunity-card/check-events';
import { moveToBookedStage } from '@/lib/server/pipeline/move';
import { readService } from '@/lib/server/services/store';
import { Enquiry } from '@/models/enquiry';
import type { LeadEventKind } from '@/models/lead-event';

// A booking is a lead (issue 29): it joins the visitor's open enquiry or starts one, and each of
// its steps is an event on that lead's timeline, so the inbox stays the one list of leads.

const JOIN_WITHIN_MS = 30 * 24 * 60 * 60_000;

// The service's English name, as the enquiry dialog sends it (the inbox and the dashboard group by it).
async function serviceNameOf(type: ConsultationTypeRecord): Promise<string | undefined> {
  if (!type.serviceId || !isServiceId(type.serviceId)) return undefined;
  return (await readService(type.serviceId)).serviceName;
}

// The newest enquiry of the same address from the last 30 days that is neither closed nor
// anonymised; otherwise a new one (source 'booking'). A new enquiry is stored with mailQueued: the
// booking's own mails replace the lead mails, so the lead-mail sweeper leaves it alone.
export async function enquiryForBooking(
  request: ParsedBookingRequest,
  type: ConsultationTypeRecord,
  blocks: SelfCheckBlocks,
  now: Date,
): Promise<string> {
  const open = await Enquiry.findOne({
    email: request.email.toLowerCase(),
    status: mongoose.trusted({ $ne: 'closed' }),
    anonymisedAt: null,
    submittedAt: mongoose.trusted({ $gte: new Date(now.getTime() - JOIN_WITHIN_MS) }),
  })
    .sort({ submittedAt: -1, _id: -1 })
    .select('_id')
    .lean<{ _id: { toString(): string } }>();
  if (open) return open._id.toString();
  const created = await new Enquiry({
    source: 'booking',
    fullName: request.fullName,
    email: request.email,
    phoneNumber: request.phoneNumber || request.whatsappNumber,
    message: request.topic || `Consultation booked: ${type.name.en}, ${formatBerlinMailTime(request.start)}`,
    serviceName: await serviceNameOf(type),
    locale: request.locale,
    attribution: request.attribution,
    ...blocks,
    mailQueued: true,
  }).save();
  if (blocks.opportunityCheck) await countCheckEnquiry();
  return created._id.toString();
}

// The check funnel's third step, as for the enquiry dialog; a count that fails never fails the booking.
async function countCheckEnquiry(): Promise<void> {
  try {
    await recordCheckEvent('enquiry');
  } catch (error) {
    console.error('[check] could not count a booking from the Opportunity Card check:', error);
  }
}

type BookingEventKind = Extract<LeadEventKind, `booking-${string}`>;

// One booking step on the lead's timeline (and the lead's last activity moved to it). A booking
// made moves the lead on to Consultation booked (issue 47; only forward, never failing it).
export async function recordBookingEvent(
  booking: { _id: { toString(): string }; enquiryId?: unknown; start: Date; typeName: string },
  kind: BookingEventKind,
  actor: LeadActor | null,
  text = '',
): Promise<void> {
  if (!booking.enquiryId) return;
  await recordLeadEvent(String(booking.enquiryId), actor, {
    kind,
    bookingId: booking._id.toString(),
    bookingStart: booking.start,
    typeName: booking.typeName,
    ...(text ? { text } : {}),
  });
  if (kind === 'booking-booked') await moveToBookedStage(String(booking.enquiryId));
}
