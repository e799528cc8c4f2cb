import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { storeUploadedImage } from '@/lib/server/storage/image';
import { readImageUpload } from '@/lib/server/storage/multipart';

// POST /api/v1/uploads: an image for the text of a post (multipart, field `image`), checked and
// re-encoded like a cover image. Answers its address, for the editor to put into the Markdown.
export const POST = handleNoStore(async (request) => {
  await requireUser(request, 'posts');
  const name = await storeUploadedImage(await readImageUpload(request));
  return NextResponse.json({ success: true, message: 'Image uploaded', data: { name, url: `/uploads/${name}` } }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
