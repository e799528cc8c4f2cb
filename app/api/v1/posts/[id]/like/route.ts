import { NextResponse } from 'next/server';
import { handle, readJson } from '@/lib/server/http';
import { setLike } from '@/lib/server/posts/engagement';
import { limitEngagement } from '@/lib/server/posts/engagement-limit';
import { likeBodySchema } from '@/lib/posts/engagement';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/posts/{id}/like: delta 1 likes, -1 takes the like back (one per browser)
export const POST = handle(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  await limitEngagement(request);
  const { visitorId, delta } = await readJson(request, likeBodySchema, 1024);
  const result = await setLike(id, visitorId, delta === 1);
  return NextResponse.json({ success: true, ...result });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
