import 'server-only';
import mongoose from 'mongoose';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import type { Channel } from '@/lib/booking/booking';
import { replyLanguage, type BookedReply, type BookedReplyValues } from '@/lib/replies/templates';
import { REPLY_LANGUAGES, type ReplyLanguage } from '@/lib/replies/reply-template';
import { consultationTypeById } from '@/lib/server/booking/catalog';
import type { StoredBooking } from '@/lib/server/booking/read';
import { connectDb } from '@/lib/server/db';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { Booking } from '@/models/booking';
import { bookedReplyValues } from './booked-reply-values';

// A booked lead's reply (issue 40): the lead's next coming booking (confirmed, its start still
// ahead; a cancelled, done, missed or past one does not count), as the template for booked leads
// says it in each reply language, and the language to start in: the booking's. Null without one,
// and the reply starts from the service's usual template.

export async function bookedReplyFor(enquiryId: string, now = new Date()): Promise<BookedReply | null> {
  if (!mongoose.isObjectIdOrHexString(enquiryId)) return null;
  await connectDb();
  const booking = await Booking.findOne({ enquiryId: new mongoose.Types.ObjectId(enquiryId), status: 'confirmed', start: mongoose.trusted({ $gt: now }) })
    .sort({ start: 1, _id: 1 })
    .lean<StoredBooking>();
  if (!booking) return null;
  const [type, site] = await Promise.all([consultationTypeById(booking.typeId), currentSiteConfig()]);
  const of = {
    start: booking.start,
    timeZone: booking.timeZone,
    channel: booking.channel as Channel,
    // The type's names while it exists; the name the booking copied after.
    typeName: type?.name ?? booking.typeName,
    videoUrl: type?.videoUrl ?? '',
    phoneNumber: booking.phoneNumber ?? '',
    whatsappNumber: booking.whatsappNumber ?? '',
  };
  const entries = await Promise.all(REPLY_LANGUAGES.map(async (language) => [language, bookedReplyValues(of, site, language, await loadSiteMessages(language))] as const));
  return { language: replyLanguage(booking.locale ?? ''), values: Object.fromEntries(entries) as Record<ReplyLanguage, BookedReplyValues> };
}
