import { NextResponse } from 'next/server';
import { handle, readJson } from '@/lib/server/http';
import { recordView } from '@/lib/server/posts/engagement';
import { limitEngagement } from '@/lib/server/posts/engagement-limit';
import { viewBodySchema } from '@/lib/posts/engagement';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/posts/{id}/view: count a view, once per browser and day
export const POST = handle(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  await limitEngagement(request);
  const { visitorId } = await readJson(request, viewBodySchema, 1024);
  const result = await recordView(id, visitorId);
  return NextResponse.json({ success: true, ...result });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
