import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { replaceMediaFile } from '@/lib/server/media/commands';
import { readImageUpload } from '@/lib/server/storage/multipart';

// PUT /api/v1/media/{name}: new bytes for a library image at the same address (multipart, field
// `image`, checked and re-encoded as an upload). A route, not a Server Action: an image may be
// larger than an action's body limit. Answers the library's record of it.
export const PUT = handleNoStore(async (request, { params }: { params: Promise<{ name: string }> }) => {
  const user = await requireUser(request, 'posts');
  const { name } = await params;
  const file = await replaceMediaFile(name, await readImageUpload(request));
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'media-replaced', target: file.name, details: `${file.width}×${file.height}, ${file.bytes} bytes` });
  return NextResponse.json({ success: true, message: 'Image replaced', data: file });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PATCH, DELETE } = otherMethods('PUT');
