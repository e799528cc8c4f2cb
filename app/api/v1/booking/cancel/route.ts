import { cancelRequestSchema } from '@/lib/validation/booking';
import { confirmationResponse, limitBookingRequests, readBookingBody, useBookingLink } from '@/lib/server/booking/booking-request';
import { cancelBooking } from '@/lib/server/booking/changes';
import { errorResponse, handle } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/booking/cancel {token, reason?}: the visitor cancels their booking by the link from
// their mail. 200 with the cancelled booking; 403 for a link that is not valid, 410 for an expired
// or used one, 409 for a booking no longer confirmed, 422 inside the change notice.
export const POST = handle(async (request) => {
  await limitBookingRequests(request);
  const { data, texts } = await readBookingBody(request, () => cancelRequestSchema);
  const { bookingId, outcome } = await useBookingLink(data.token, 'cancel', texts, (id) => cancelBooking(id, { kind: 'visitor' }, data.reason));
  return outcome.ok ? confirmationResponse(bookingId, 200) : errorResponse(409, texts.answer('notChangeable'));
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
