import { handle } from '@/lib/server/http';
import { serveImage } from '@/lib/server/storage/serve-image';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/uploads/{filename}: a stored post image (the address SPEC section 7 names)
export const GET = handle(async (request, { params }: { params: Promise<{ filename: string }> }) =>
  serveImage(request, (await params).filename),
);

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
