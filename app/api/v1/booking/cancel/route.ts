import { NextResponse } from 'next/server';
import { cancelRequestSchema } from '@/lib/validation/booking';
import { limitBookingRequests, readBookingBody, spendBookingLink } from '@/lib/server/booking/booking-request';
import { cancelBooking } from '@/lib/server/booking/changes';
import { bookingSummary, toConfirmation } from '@/lib/server/booking/read';
import { returnBookingToken } from '@/lib/server/booking/tokens';
import { errorResponse, handle } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/booking/cancel {token, reason?}: the visitor cancels their booking by the link from
// their mail. 200 with the cancelled booking; 403 for a link that is not valid, 410 for an expired
// or used one, 409 for a booking no longer confirmed, 422 inside the change notice.
export const POST = handle(async (request) => {
  await limitBookingRequests(request);
  const { data, texts } = await readBookingBody(request, () => cancelRequestSchema);
  const link = await spendBookingLink(data.token, 'cancel', texts);
  const outcome = await cancelBooking(link.bookingId, { kind: 'visitor' }, data.reason);
  if (!outcome.ok) {
    await returnBookingToken(link);
    return errorResponse(409, texts.answer('notChangeable'));
  }
  const summary = await bookingSummary(link.bookingId);
  if (!summary) throw new Error(`booking ${link.bookingId} vanished after a cancellation`);
  return NextResponse.json({ success: true, data: toConfirmation(summary) });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
