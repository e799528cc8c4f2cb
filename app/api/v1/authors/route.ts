import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { createAuthor } from '@/lib/server/authors/commands';
import { listAuthors } from '@/lib/server/authors/queries';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { authorInputSchema } from '@/lib/validation/author';

// GET /api/v1/authors: every author with their post count (staff)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'posts');
  return NextResponse.json({ success: true, data: await listAuthors() });
});

// POST /api/v1/authors: a new author profile (JSON; the photo uploaded before through /api/v1/uploads)
export const POST = handleNoStore(async (request) => {
  await requireUser(request, 'posts');
  const input = await readJson(request, authorInputSchema);
  const author = await createAuthor(input);
  return NextResponse.json({ success: true, message: 'Author created', data: author }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
