import { handle } from '@/lib/server/http';
import { serveImage } from '@/lib/server/storage/serve-image';

// GET /uploads/{filename}: a stored post image
export const GET = handle(async (request, { params }: { params: Promise<{ filename: string }> }) =>
  serveImage(request, (await params).filename),
);
