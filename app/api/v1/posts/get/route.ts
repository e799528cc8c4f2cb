import { NextResponse } from 'next/server';
import { ApiError, fieldErrors, handle } from '@/lib/http';
import { postListQuerySchema } from '@/lib/posts/list-query';
import { listPosts } from '@/lib/posts/queries';

// GET /api/v1/posts/get: posts newest first; optional q, category, sort, page, limit
export const GET = handle(async (request) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = postListQuerySchema.safeParse(params);
  if (!parsed.success) throw new ApiError(400, 'Invalid query parameters', fieldErrors(parsed.error));
  return NextResponse.json(await listPosts(parsed.data));
});
