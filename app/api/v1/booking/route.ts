import { NextResponse } from 'next/server';
import { bookingRequestSchema } from '@/lib/booking/booking-request';
import { limitBookingRequests, readBookingBody } from '@/lib/server/booking/booking-request';
import { bookAsVisitor, visitorAnswerResponse } from '@/lib/server/booking/visitor-changes';
import { handle } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/booking: a visitor books a consultation (lib/booking/booking.ts BookingRequest; the
// booking pages' form does the same through its Server Action). 201 with the confirmation; 409
// with other free times when the time is not (or no longer) free, or with `code: 'booking-limit'`
// when the address already holds 2 upcoming bookings (it is sent their links); 404 for a type that
// cannot be booked; 400 with field errors in the page's language.
export const POST = handle(async (request) => {
  await limitBookingRequests(request);
  const { data, texts } = await readBookingBody(request, bookingRequestSchema);
  // A filled honeypot is a bot: it is told "booked" and nothing is stored.
  if (data.website) return NextResponse.json({ success: true, data: null }, { status: 201 });
  return visitorAnswerResponse(await bookAsVisitor(data, texts), 201);
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
