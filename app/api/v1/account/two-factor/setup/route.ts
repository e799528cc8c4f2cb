import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { startEnrolment } from '@/lib/server/auth/two-factor/enrolment';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { replaceTwoFactorSchema } from '@/lib/validation/auth';

// POST /api/v1/account/two-factor/setup: a new authenticator secret for the signed-in person,
// waiting for a code to confirm it: { secret, uri, qrSvg, replacing } (any role). With two-factor
// already on it replaces the authenticator and needs JSON { password, code } (a current code or
// a recovery code); 400 with the reason under the field that is wrong.
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request);
  const proof = user.twoFactor ? await readJson(request, replaceTwoFactorSchema, 1024) : undefined;
  return NextResponse.json({ success: true, data: await startEnrolment(user, proof) });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
