import { NextResponse } from 'next/server';
import { handle, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { limitCheckEvents } from '@/lib/server/opportunity-card/check-event-limit';
import { recordCheckEvent } from '@/lib/server/opportunity-card/check-events';
import { checkEventSchema } from '@/lib/opportunity-card/check-event-schema';

// POST /api/v1/opportunity-check/events: the Opportunity Card check was started, or showed a
// result ({ event }). Public, no session; counted per Berlin day and event, nothing about who.
export const POST = handle(async (request) => {
  await limitCheckEvents(request);
  const { event } = await readJson(request, checkEventSchema, 256);
  await recordCheckEvent(event);
  return NextResponse.json({ success: true }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
