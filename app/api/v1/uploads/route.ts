import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { ApiError, handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { storeUploadedImage } from '@/lib/server/storage/image';
import { MAX_POST_FORM_BYTES, readMultipart } from '@/lib/server/storage/multipart';

// POST /api/v1/uploads: an image for the text of a post (multipart, field `image`), checked and
// re-encoded like a cover image. Answers its address, for the editor to put into the Markdown.
export const POST = handleNoStore(async (request) => {
  await requireUser(request, 'posts');
  const form = await readMultipart(request, MAX_POST_FORM_BYTES);
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0) throw new ApiError(400, 'Please select an image', { image: ['Please select an image'] });
  const name = await storeUploadedImage(Buffer.from(await file.arrayBuffer()));
  return NextResponse.json({ success: true, message: 'Image uploaded', data: { name, url: `/uploads/${name}` } }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
