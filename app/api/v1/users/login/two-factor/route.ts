import { recordAudit } from '@/lib/server/audit/record';
import { verifyChallenge } from '@/lib/server/auth/two-factor/challenge';
import { signInWithSecondFactor } from '@/lib/server/auth/two-factor/sign-in';
import { isSameOriginRequest } from '@/lib/server/auth/origin';
import { signedInResponse, signInErrorResponse } from '@/lib/server/auth/sign-in-response';
import { clientAddress } from '@/lib/server/client-address';
import { DomainError } from '@/lib/server/errors';
import { getEnv } from '@/lib/server/env';
import { ApiError, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { twoFactorSignInSchema } from '@/lib/auth/credentials';
import { User } from '@/models/user';

// POST /api/v1/users/login/two-factor: the second step of a sign-in, { challenge, code } where the
// code comes from the authenticator app or is one of the recovery codes. Answers like the login.
export async function POST(request: Request) {
  try {
    if (!isSameOriginRequest(request)) throw new ApiError(403, 'Cross-site requests are not allowed');
    const input = await readJson(request, twoFactorSignInSchema, 8 * 1024);
    const address = clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT);
    const result = await signInWithSecondFactor(input, { address, userAgent: request.headers.get('user-agent') }).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.kind === 'unauthenticated') {
        const challenge = await verifyChallenge(input.challenge);
        const account = challenge ? await User.findById(challenge.userId).select('email name').lean() : null;
        if (account) await recordAudit(request, { actor: { id: challenge!.userId, email: account.email, name: account.name }, action: 'sign-in-failed', details: 'wrong two-factor code' });
      }
      throw error;
    });
    const { user } = result;
    await recordAudit(request, {
      actor: { id: user.id, email: user.email, name: user.name },
      action: 'sign-in',
      details: result.factor === 'recovery-code' ? 'two-factor, with a recovery code' : 'two-factor',
    });
    return await signedInResponse(result);
  } catch (error) {
    return signInErrorResponse(error);
  }
}

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
