import { NextResponse } from 'next/server';
import type { SlotTakenBody } from '@/lib/booking/booking';
import { rescheduleRequestSchema } from '@/lib/validation/booking';
import { limitBookingRequests, readBookingBody, spendBookingLink } from '@/lib/server/booking/booking-request';
import { moveBooking } from '@/lib/server/booking/changes';
import { bookingSummary, toConfirmation } from '@/lib/server/booking/read';
import { returnBookingToken } from '@/lib/server/booking/tokens';
import { errorResponse, handle } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/booking/reschedule {token, start, reason?}: the visitor moves their booking by the
// link from their mail. 200 with the booking as it is now; 409 with other free times when the time
// is not free (the link stays usable); 403 for a link that is not valid, 410 for an expired or
// used one, 409 for a booking no longer confirmed, 422 inside the change notice.
export const POST = handle(async (request) => {
  await limitBookingRequests(request);
  const { data, texts } = await readBookingBody(request, rescheduleRequestSchema);
  const link = await spendBookingLink(data.token, 'reschedule', texts);
  const outcome = await moveBooking(link.bookingId, data.start, { kind: 'visitor' }, data.reason);
  if (!outcome.ok) {
    await returnBookingToken(link);
    if (outcome.reason !== 'taken') return errorResponse(409, texts.answer('notChangeable'));
    const body: SlotTakenBody = { success: false, message: texts.answer('slotTaken'), alternatives: outcome.alternatives.map((slot) => slot.toISOString()) };
    return NextResponse.json(body, { status: 409 });
  }
  const summary = await bookingSummary(link.bookingId);
  if (!summary) throw new Error(`booking ${link.bookingId} vanished after a move`);
  return NextResponse.json({ success: true, data: toConfirmation(summary) });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
