import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { createPost, postSavedAudit } from '@/lib/server/posts/commands';
import { readPostForm } from '@/lib/server/posts/post-form-request';
import { otherMethods } from '@/lib/server/http-methods';

// POST /api/v1/posts/create: a new post from the admin form (multipart, image required)
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request, 'posts');
  const { input, image } = await readPostForm(request, { imageRequired: true });
  const post = await createPost(input, image!, user.name);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, ...postSavedAudit(post) });
  return NextResponse.json({ success: true, message: 'Blog created successfully', data: post }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
