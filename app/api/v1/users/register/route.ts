import { errorResponse } from '@/lib/http';

// POST /api/v1/users/register: public registration is disabled (SPEC section 6); accounts are made with `npm run admin:create`
export function POST() {
  return errorResponse(
    403,
    'Public registration is disabled. Please contact the administrator if you need an account.',
  );
}
