import 'server-only';
import mongoose from 'mongoose';
import { can } from '@/lib/auth/permissions';
import type { Channel } from '@/lib/booking/booking';
import { calendarFeed } from '@/lib/booking/calendar-feed-ics';
import { connectDb } from '@/lib/server/db';
import type { RateLimit } from '@/lib/server/rate-limit';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { formatAddress } from '@/lib/site';
import { addDays, berlinDay } from '@/lib/time/berlin';
import { Booking } from '@/models/booking';
import { User } from '@/models/user';
import { calendarFeedOwner } from './feed-tokens';

// What a calendar feed's address answers (app/api/v1/calendar-feeds/[file]): the owner's bookings
// from a few weeks back to every one still to come, or null when the address opens nothing (no
// such secret, a replaced or revoked one, a disabled account, a role without lead access: the
// route answers all of them alike).

// Feed requests per minute per client address. More than the lead forms' limit: the servers of
// one calendar service fetch every adviser's feed from a few shared addresses.
export const CALENDAR_FEED_LIMIT: RateLimit = { name: 'calendar-feed', limit: 60, windowMs: 60_000 };

// How far back the feed reaches: a calendar that subscribes later still shows the recent past.
export const FEED_WEEKS_BACK = 6;

export async function calendarFeedText(token: string, now = new Date()): Promise<string | null> {
  const userId = await calendarFeedOwner(token);
  if (!userId || !mongoose.isValidObjectId(userId)) return null;
  await connectDb();
  const user = await User.findById(userId).select('name role disabled').lean();
  if (!user || user.disabled || !can(user.role, 'leads')) return null;
  const [site, bookings] = await Promise.all([
    currentSiteConfig(),
    Booking.find({
      adviserId: userId,
      day: mongoose.trusted({ $gte: addDays(berlinDay(now), -7 * FEED_WEEKS_BACK) }),
      status: mongoose.trusted({ $ne: 'cancelled' }),
    })
      .select('uid sequence start end typeName channel fullName enquiryId')
      .sort({ start: 1, _id: 1 })
      .lean(),
  ]);
  return calendarFeed({
    name: `${site.name}: ${user.name}'s consultations`,
    officeAddress: formatAddress(site.address),
    bookings: bookings.map((booking) => ({
      uid: booking.uid,
      sequence: booking.sequence,
      start: booking.start,
      end: booking.end,
      typeName: booking.typeName,
      channel: booking.channel as Channel,
      fullName: booking.fullName,
      leadUrl: booking.enquiryId ? `${site.url}/admin/enquiries/${booking.enquiryId.toString()}` : null,
    })),
    stamp: now,
  });
}
