import { NextResponse } from 'next/server';
import { subscribeRequestSchema } from '@/lib/validation/newsletter';
import { errorResponse, handle, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { limitNewsletterRequests, newsletterAnswer, requestAddress } from '@/lib/server/newsletter/newsletter-request';
import { newsletterSettings } from '@/lib/server/newsletter/settings';
import { subscribe } from '@/lib/server/newsletter/subscribe';

// POST /api/v1/newsletter/subscribe {email, consent: true, locale, page, website}: the first step
// of the double opt-in (issue 30). 202 with one neutral message whether the address is new,
// pending, confirmed or unsubscribed; 400 with field errors; 429 past a rate limit (per client
// address, and per e-mail address in lib/server/newsletter/subscribe.ts). While the newsletter is
// switched off (/admin/newsletter) a valid request is a 404: nothing stored, nothing sent. The
// switch is read from the database, not a cache, so switching off counts at once everywhere.
export const POST = handle(async (request) => {
  await limitNewsletterRequests(request);
  const input = await readJson(request, subscribeRequestSchema);
  if (!(await newsletterSettings()).enabled) return errorResponse(404, await newsletterAnswer(input.locale, 'unavailable'));
  await subscribe(input, { ip: requestAddress(request), userAgent: request.headers.get('user-agent') ?? '' });
  return NextResponse.json({ success: true, message: await newsletterAnswer(input.locale, 'subscribed') }, { status: 202 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
