import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { checkPostId, updatePost, postSavedAudit } from '@/lib/server/posts/commands';
import { readPostForm } from '@/lib/server/posts/post-form-request';
import { otherMethods } from '@/lib/server/http-methods';

// PUT /api/v1/posts/update/{id}: change a post; a new image replaces the old one
export const PUT = handleNoStore(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request, 'posts');
  const { id } = await params;
  checkPostId(id);
  const { input, image } = await readPostForm(request, { imageRequired: false });
  const post = await updatePost(id, input, image, user.name);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, ...postSavedAudit(post) });
  return NextResponse.json({ success: true, message: 'Blog updated successfully', data: post });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PATCH, DELETE } = otherMethods('PUT');
