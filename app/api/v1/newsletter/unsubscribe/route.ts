import { NextResponse } from 'next/server';
import { unsubscribeQuerySchema } from '@/lib/newsletter/subscribe-request';
import { ApiError, errorResponse, fieldErrors, handle, readBodyCapped } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { limitNewsletterRequests, newsletterAnswer } from '@/lib/server/newsletter/newsletter-request';
import { unsubscribe } from '@/lib/server/newsletter/unsubscribe';

// POST /api/v1/newsletter/unsubscribe?token=…: leaves the newsletter, no sign-in (issue 30). A mail
// program's RFC 8058 one-click POST (application/x-www-form-urlencoded, `List-Unsubscribe=One-Click`)
// unsubscribes at once; any other POST to the link (the unsubscribe page's button) counts as the
// link. The answer is in the subscriber's language. 200 every time for a known token (idempotent); 404 for a token that names nobody.
export const POST = handle(async (request) => {
  await limitNewsletterRequests(request);
  const query = unsubscribeQuerySchema.safeParse({ token: new URL(request.url).searchParams.get('token') ?? '' });
  if (!query.success) throw new ApiError(400, 'Validation failed', fieldErrors(query.error));
  const type = request.headers.get('content-type') ?? '';
  const body = new TextDecoder().decode(await readBodyCapped(request, 1024));
  const oneClick = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (oneClick && new URLSearchParams(body).get('List-Unsubscribe') !== 'One-Click') {
    return errorResponse(400, await newsletterAnswer(undefined, 'oneClickBody'));
  }
  const outcome = await unsubscribe(query.data.token, oneClick ? 'one-click' : 'link');
  if (!outcome.ok) return errorResponse(404, await newsletterAnswer(undefined, 'linkInvalid'));
  return NextResponse.json({ success: true, message: await newsletterAnswer(outcome.locale, 'unsubscribed') });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
