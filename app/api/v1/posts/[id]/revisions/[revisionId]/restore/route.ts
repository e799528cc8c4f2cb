import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { restoreRevision } from '@/lib/server/posts/commands';

type Params = { params: Promise<{ id: string; revisionId: string }> };

// POST /api/v1/posts/{id}/revisions/{revisionId}/restore: an earlier version's content back
export const POST = handleNoStore(async (request, { params }: Params) => {
  const user = await requireUser(request, 'posts');
  const { id, revisionId } = await params;
  const post = await restoreRevision(id, revisionId, user.name);
  return NextResponse.json({ success: true, message: 'Earlier version restored', data: post });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
