import { NextResponse } from 'next/server';
import { ApiError, handle } from '@/lib/server/http';
import { getPost } from '@/lib/server/posts/queries';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/posts/getById/{id}: one post
export const GET = handle(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const post = await getPost(id);
  if (post === undefined) throw new ApiError(400, 'Invalid post id');
  if (post === null) throw new ApiError(404, 'Post not found');
  return NextResponse.json(post);
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
