import { NextResponse } from 'next/server';
import { confirmRequestSchema } from '@/lib/validation/newsletter';
import { errorResponse, handle, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { confirmSubscription } from '@/lib/server/newsletter/confirm';
import { limitNewsletterRequests, newsletterAnswer, requestAddress, type NewsletterAnswer } from '@/lib/server/newsletter/newsletter-request';

const REFUSED: Record<'invalid' | 'expired' | 'used', { status: number; answer: NewsletterAnswer }> = {
  invalid: { status: 404, answer: 'linkInvalid' },
  expired: { status: 410, answer: 'linkExpired' },
  used: { status: 410, answer: 'linkUsed' },
};

// POST /api/v1/newsletter/confirm {token, locale?}: the confirmation page's Confirm button (issue
// 30). POST only: a GET (a mail scanner following the link) is a 405 and confirms nothing. 200
// once; 410 for a used or expired link; 404 for a token that names no subscription.
export const POST = handle(async (request) => {
  await limitNewsletterRequests(request);
  const { token, locale } = await readJson(request, confirmRequestSchema);
  const outcome = await confirmSubscription(token, requestAddress(request));
  if (!outcome.ok) return errorResponse(REFUSED[outcome.reason].status, await newsletterAnswer(locale, REFUSED[outcome.reason].answer));
  return NextResponse.json({ success: true, message: await newsletterAnswer(locale, 'confirmed') });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
