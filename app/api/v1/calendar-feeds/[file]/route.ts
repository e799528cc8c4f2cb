import { CALENDAR_FEED_LIMIT, calendarFeedText } from '@/lib/server/calendar-feed/feed';
import { errorResponse, handle } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { limitByAddress } from '@/lib/server/rate-limit';

// GET /api/v1/calendar-feeds/{secret}.ics: a staff member's bookings as a subscription calendar
// (issue 47), for Google Calendar, Outlook and Apple Calendar, which fetch it from their own
// servers without a session: the secret in the address is the key. A wrong, replaced or revoked
// secret, a disabled account and a role without lead access all get the same 404. Rate-limited per
// client address like the other public token routes. No answer may be kept by anyone between
// (errors included, so the header is set on the finished response).
const feed = handle(async (request: Request, { params }: { params: Promise<{ file: string }> }) => {
  await limitByAddress(request, CALENDAR_FEED_LIMIT);
  const { file } = await params;
  const token = /^(.+)\.ics$/.exec(file)?.[1];
  const text = token ? await calendarFeedText(token) : null;
  if (text === null) return errorResponse(404, 'No calendar feed at this address');
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
});

export async function GET(request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const response = await feed(request, context);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
