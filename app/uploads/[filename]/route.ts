import { handle } from '@/lib/http';
import { serveImage } from '@/lib/storage/serve-image';

// GET /uploads/{filename}: a stored post image
export const GET = handle(async (request, { params }: { params: Promise<{ filename: string }> }) =>
  serveImage(request, (await params).filename),
);
