import mongoose from 'mongoose';
import { NextResponse } from 'next/server';
import type { BookingConfirmation } from '@/lib/booking/booking';
import { pickLocalized } from '@/lib/i18n/localized';
import { bookingRequestSchema } from '@/lib/validation/booking';
import { bookConsultation, meetingTimes } from '@/lib/server/booking/book';
import { bookingLimitResponse, confirmationResponse, limitBookingRequests, readBookingBody, slotTakenResponse } from '@/lib/server/booking/booking-request';
import { consultationTypeById } from '@/lib/server/booking/catalog';
import { errorResponse, handle } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/booking: a visitor books a consultation (lib/booking/booking.ts BookingRequest).
// 201 with the confirmation; 409 with other free times when the time is not (or no longer) free,
// or with `code: 'booking-limit'` when the address already holds 2 upcoming bookings (it is sent
// their links); 404 for a type that cannot be booked; 400 with field errors in the page's language.
export const POST = handle(async (request) => {
  await limitBookingRequests(request);
  const { data, texts } = await readBookingBody(request, bookingRequestSchema);
  // A filled honeypot is a bot: it gets an answer like a booking's and nothing is stored.
  if (data.website) {
    const type = await consultationTypeById(data.typeId);
    if (!type || !type.active) return errorResponse(404, texts.answer('unknownType'));
    const { start, end } = meetingTimes(type, data.start);
    const confirmation: BookingConfirmation = {
      bookingId: new mongoose.Types.ObjectId().toString(),
      start: start.toISOString(),
      end: end.toISOString(),
      timeZone: data.timeZone,
      typeName: pickLocalized(type.name, texts.locale),
      channel: type.channel,
      locale: texts.locale,
    };
    return NextResponse.json({ success: true, data: confirmation }, { status: 201 });
  }
  const outcome = await bookConsultation(data);
  if (!outcome.ok && outcome.reason === 'unknown-type') return errorResponse(404, texts.answer('unknownType'));
  if (!outcome.ok && outcome.reason === 'limit') return bookingLimitResponse(texts, outcome.linksMailed);
  if (!outcome.ok) return slotTakenResponse(texts, outcome.alternatives);
  return confirmationResponse(outcome.bookingId, 201);
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
