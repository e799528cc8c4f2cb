import type { Messages } from 'next-intl';
import { DISPLAY_LOCALES } from '@/i18n/locales';
import type { Channel } from '@/lib/booking/booking';
import { pickLocalized, type Localized } from '@/lib/i18n/localized';
import type { BookedReplyValues } from '@/lib/replies/templates';
import type { ReplyLanguage } from '@/lib/replies/reply-template';
import { FIRM_TIME_ZONE } from '@/lib/time/berlin';
import { formatDateTimeInZone } from '@/lib/time/format';
import { bookingMailTexts, channelLine, type BookingFirm } from '@/lib/server/booking/booking-mail-templates';

// What the template for booked leads says of a coming booking, in one language. Pure: the lead's
// page reads the booking (booked-reply.ts). The times are written as the booking's mails write
// them (lib/time/format.ts): on the lead's clock with their zone, and in Berlin; the channel line is
// the mails' own (the BookingMail catalogue).

export type ReplyBooking = {
  start: Date | string;
  // The lead's IANA zone, as chosen on the booking page.
  timeZone: string;
  channel: Channel;
  // The type's name in each language, or the name the booking copied when the type is gone.
  typeName: Localized | string;
  videoUrl: string;
  phoneNumber: string;
  whatsappNumber: string;
};

export function bookedReplyValues(booking: ReplyBooking, firm: Pick<BookingFirm, 'address'>, language: ReplyLanguage, messages: Messages): BookedReplyValues {
  const dates = DISPLAY_LOCALES[language];
  return {
    consultation: typeof booking.typeName === 'string' ? booking.typeName : pickLocalized(booking.typeName, language),
    yourTime: formatDateTimeInZone(booking.start, booking.timeZone, dates),
    berlinTime: formatDateTimeInZone(booking.start, FIRM_TIME_ZONE, dates),
    channel: channelLine(booking, firm, bookingMailTexts(language, messages)),
  };
}
