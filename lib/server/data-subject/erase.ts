import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import { eraseLead } from '@/lib/server/leads/lead-erasure';
import { eraseBookingsOfAddress } from '@/lib/server/booking/booking-erasure';
import { bookingMailGroup } from '@/lib/server/booking/booking-mail';
import { Booking } from '@/models/booking';
import { leadMailGroup } from '@/lib/server/leads/lead-mail';
import { deleteMessagesConcerning } from '@/lib/server/mail/by-address';
import type { ErasureReport } from '@/lib/data-subject/dto';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { eraseSubscriber } from '@/lib/server/newsletter/subscriber-commands';
import { subscriberOfAddress } from '@/lib/server/newsletter/subscriber-records';

// Erases what dataSubjectSummary lists for the address: the mail first, then the bookings made
// with it (their time claims and mail), then each enquiry with its events and any other booking
// joined to it (eraseLead), then the newsletter subscription with its proof, mail and links, so a request cut off half-way can simply be made again. What stays and why:
// see collect.ts (hashed rate-limit counts, the audit log, a staff account of the same address).
export async function eraseDataSubject(address: string): Promise<ErasureReport> {
  await connectDb();
  const exactly = new RegExp(`^${escapeRegex(address)}$`, 'i');
  const enquiries = await Enquiry.find({ email: exactly }).select('_id').lean();
  const bookings = await Booking.find({ email: exactly }).select('_id').lean();
  const ids = enquiries.map((row) => row._id);
  const events = ids.length ? await LeadEvent.countDocuments({ enquiryId: mongoose.trusted({ $in: ids }) }) : 0;
  const groups = [...ids.map((id) => leadMailGroup(id)), ...bookings.map((row) => bookingMailGroup(row._id.toString()))];
  const emails = await deleteMessagesConcerning(address, groups);
  const erasedBookings = await eraseBookingsOfAddress(exactly);
  let erased = 0;
  for (const id of ids) if (await eraseLead(id)) erased += 1;
  const subscriber = await subscriberOfAddress(address);
  const newsletter = subscriber ? await eraseSubscriber(subscriber._id.toString(), subscriber.email) : null;
  return { enquiries: erased, events, bookings: erasedBookings, emails: emails + (newsletter?.messages ?? 0), newsletterSubscriptions: newsletter ? 1 : 0 };
}
