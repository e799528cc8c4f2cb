import { cancelRequestSchema } from '@/lib/booking/booking-request';
import { limitBookingRequests, readBookingBody } from '@/lib/server/booking/booking-request';
import { cancelAsVisitor, visitorAnswerResponse } from '@/lib/server/booking/visitor-changes';
import { handle } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/booking/cancel {token, reason?}: the visitor cancels their booking by the link from
// their mail (the cancel page's form does the same through its Server Action). 200 with the
// cancelled booking; 403 for a link that is not valid, 410 for an expired or used one, 409 for a
// booking no longer confirmed, 422 inside the change notice.
export const POST = handle(async (request) => {
  await limitBookingRequests(request);
  const { data, texts } = await readBookingBody(request, () => cancelRequestSchema);
  return visitorAnswerResponse(await cancelAsVisitor(data, texts), 200);
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
