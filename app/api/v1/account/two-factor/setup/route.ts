import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { startEnrolment } from '@/lib/server/auth/two-factor/enrolment';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/account/two-factor/setup: a new authenticator secret for the signed-in person,
// waiting for a code to confirm it: { secret, uri, qrSvg } (any role)
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request);
  return NextResponse.json({ success: true, data: await startEnrolment(user) });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
