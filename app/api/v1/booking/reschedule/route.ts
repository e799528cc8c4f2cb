import { rescheduleRequestSchema } from '@/lib/validation/booking';
import { confirmationResponse, limitBookingRequests, readBookingBody, slotTakenResponse, useBookingLink } from '@/lib/server/booking/booking-request';
import { moveBooking } from '@/lib/server/booking/changes';
import { errorResponse, handle } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/booking/reschedule {token, start, reason?}: the visitor moves their booking by the
// link from their mail. 200 with the booking as it is now; 409 with other free times when the time
// is not free (the link stays usable); 403 for a link that is not valid, 410 for an expired or
// used one, 409 for a booking no longer confirmed, 422 inside the change notice.
export const POST = handle(async (request) => {
  await limitBookingRequests(request);
  const { data, texts } = await readBookingBody(request, rescheduleRequestSchema);
  const { bookingId, outcome } = await useBookingLink(data.token, 'reschedule', texts, (id) => moveBooking(id, data.start, { kind: 'visitor' }, data.reason));
  if (!outcome.ok) {
    return outcome.reason === 'taken' ? slotTakenResponse(texts, outcome.alternatives) : errorResponse(409, texts.answer('notChangeable'));
  }
  return confirmationResponse(bookingId, 200);
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
