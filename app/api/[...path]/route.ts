import { errorResponse } from '@/lib/server/http';

// Any /api address that no route handles: the one error shape, not the HTML 404 page.
function notFound() {
  return errorResponse(404, 'No API route at this address');
}

export const GET = notFound;
export const HEAD = notFound;
export const OPTIONS = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
