import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { listMedia } from '@/lib/server/media/queries';

// GET /api/v1/media?q=: the media library's newest images (the first page), or those whose name or
// alt text in any language contains `q`, for the picker dialog: { success, data: MediaFileDto[] }.
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'posts');
  const q = new URL(request.url).searchParams.get('q') ?? '';
  const { files } = await listMedia({ q });
  return NextResponse.json({ success: true, data: files });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
