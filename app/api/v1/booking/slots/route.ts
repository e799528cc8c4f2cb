import { NextResponse } from 'next/server';
import type { SlotsResponse } from '@/lib/booking/booking';
import { slotsQuerySchema } from '@/lib/booking/booking-request';
import { limitSlotLookups } from '@/lib/server/booking/booking-request';
import { consultationTypeById, consultationTypeBySlug } from '@/lib/server/booking/catalog';
import { slotsByAdviser, unionOfSlots } from '@/lib/server/booking/slots-for-type';
import { readBookingToken } from '@/lib/server/booking/tokens';
import { storedBooking } from '@/lib/server/booking/read';
import { ApiError, fieldErrors, handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/booking/slots?type=&from=&to=[&token=]: the free start times of an active consultation
// type (its id or its slug) on the Berlin days from..to; with a reschedule link's token, those its
// booking may move to (its own time free, the type offered or not). Public; never cached: a time booked a moment
// ago must disappear at once.
export const GET = handleNoStore(async (request) => {
  await limitSlotLookups(request);
  const parsed = slotsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new ApiError(400, 'Invalid query parameters', fieldErrors(parsed.error));
  const { type: key, from, to, token } = parsed.data;
  const type = (await consultationTypeById(key)) ?? (await consultationTypeBySlug(key));
  const moving = token ? await bookingToMove(token, type?.id) : null;
  if (!type || (!type.active && !moving)) throw new ApiError(404, 'Consultation type not found');
  // The type read above goes straight to the slot generation (freeSlotsForType would read it again).
  const slots = unionOfSlots(await slotsByAdviser(type, from, to, new Date(), moving ? { ignoreBookingId: moving } : {}));
  const data: SlotsResponse = { typeId: type.id, from, to, slots: slots.map((slot) => slot.toISOString()) };
  return NextResponse.json({ success: true, data });
});

// The booking a reschedule link may move, when it is of this type; a link that is invalid, used,
// expired or of another type's booking is refused (403) rather than silently ignored.
async function bookingToMove(token: string, typeId: string | undefined): Promise<string> {
  const check = await readBookingToken(token, 'reschedule');
  const booking = check.ok ? await storedBooking(check.bookingId) : null;
  if (!booking || booking.typeId !== typeId) throw new ApiError(403, 'This link cannot move a booking of this consultation');
  return check.ok ? check.bookingId : '';
}

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
