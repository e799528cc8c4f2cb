import { NextResponse } from 'next/server';
import type { SlotsResponse } from '@/lib/booking/booking';
import { slotsQuerySchema } from '@/lib/validation/booking';
import { limitSlotLookups } from '@/lib/server/booking/booking-request';
import { consultationTypeById, consultationTypeBySlug } from '@/lib/server/booking/catalog';
import { freeSlotsForType } from '@/lib/server/booking/slots-for-type';
import { ApiError, fieldErrors, handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/booking/slots?type=&from=&to=: the free start times of an active consultation type
// (its id or its slug) on the Berlin days from..to. Public; never cached: a time booked a moment
// ago must disappear at once.
export const GET = handleNoStore(async (request) => {
  await limitSlotLookups(request);
  const parsed = slotsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new ApiError(400, 'Invalid query parameters', fieldErrors(parsed.error));
  const { type: key, from, to } = parsed.data;
  const type = (await consultationTypeById(key)) ?? (await consultationTypeBySlug(key));
  if (!type || !type.active) throw new ApiError(404, 'Consultation type not found');
  const slots = await freeSlotsForType(type.id, from, to);
  const data: SlotsResponse = { typeId: type.id, from, to, slots: slots.map((slot) => slot.toISOString()) };
  return NextResponse.json({ success: true, data });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
