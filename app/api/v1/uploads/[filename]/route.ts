import { handle } from '@/lib/http';
import { serveImage } from '@/lib/storage/serve-image';
import { otherMethods } from '@/lib/http-methods';

// GET /api/v1/uploads/{filename}: a stored post image (the address SPEC section 7 names)
export const GET = handle(async (request, { params }: { params: Promise<{ filename: string }> }) =>
  serveImage(request, (await params).filename),
);

// Every other method: a JSON 405 with Allow (lib/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
