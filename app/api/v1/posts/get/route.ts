import { ApiError, fieldErrors, handle } from '@/lib/server/http';
import { postListQuerySchema } from '@/lib/posts/list-query';
import { postListAnswer } from '@/lib/server/posts/post-list-answer';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/posts/get: posts newest first; optional q, category, sort, page, limit.
// Read through the same data cache as /blog (lib/server/posts/cached.ts: a write shows at once on its
// instance, within 60 s on the others), so ordinary traffic does not query the database; a list
// too long to hold is written out as it is read (post-list-answer.ts).
export const GET = handle(async (request) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = postListQuerySchema.safeParse(params);
  if (!parsed.success) throw new ApiError(400, 'Invalid query parameters', fieldErrors(parsed.error));
  return new Response(await postListAnswer(parsed.data, { signal: request.signal }), { headers: { 'content-type': 'application/json' } });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
