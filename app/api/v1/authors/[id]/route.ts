import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { checkAuthorId, deleteAuthor, updateAuthor } from '@/lib/server/authors/commands';
import { getAuthor } from '@/lib/server/authors/queries';
import { ApiError, handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { authorInputSchema } from '@/lib/validation/author';

type Context = { params: Promise<{ id: string }> };

// GET /api/v1/authors/{id}: one author (staff)
export const GET = handleNoStore(async (request, { params }: Context) => {
  await requireUser(request, 'posts');
  const id = (await params).id;
  checkAuthorId(id);
  const author = await getAuthor(id);
  if (!author) throw new ApiError(404, 'Author not found');
  return NextResponse.json({ success: true, data: author });
});

// PUT /api/v1/authors/{id}: the whole profile replaced (JSON, as for POST)
export const PUT = handleNoStore(async (request, { params }: Context) => {
  await requireUser(request, 'posts');
  const id = (await params).id;
  checkAuthorId(id);
  const input = await readJson(request, authorInputSchema);
  const author = await updateAuthor(id, input);
  return NextResponse.json({ success: true, message: 'Author updated', data: author });
});

// DELETE /api/v1/authors/{id}: the profile removed; its posts show the team's byline again
export const DELETE = handleNoStore(async (request, { params }: Context) => {
  await requireUser(request, 'posts');
  const { postsReassigned } = await deleteAuthor((await params).id);
  return NextResponse.json({ success: true, message: 'Author deleted', data: { postsReassigned } });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PATCH } = otherMethods('GET', 'PUT', 'DELETE');
