import { errorResponse } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/users/register: public registration is disabled (SPEC section 6); accounts are made with `npm run admin:create`
export function POST() {
  return errorResponse(
    403,
    'Public registration is disabled. Please contact the administrator if you need an account.',
  );
}

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
