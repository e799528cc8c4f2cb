import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/auth/guard';
import { handleNoStore } from '@/lib/http';
import { createPost } from '@/lib/posts/commands';
import { readPostForm } from '@/lib/posts/post-form-request';
import { otherMethods } from '@/lib/http-methods';

// POST /api/v1/posts/create: a new post from the admin form (multipart, image required)
export const POST = handleNoStore(async (request) => {
  await requireUser(request);
  const { input, image } = await readPostForm(request, { imageRequired: true });
  const post = await createPost(input, image!);
  return NextResponse.json({ success: true, message: 'Blog created successfully', data: post }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
