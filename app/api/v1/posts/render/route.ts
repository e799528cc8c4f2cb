import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { renderPostBody } from '@/lib/server/posts/markdown';
import { POST_SUMMARY_MAX } from '@/lib/validation/post-input';
import { getSiteConfig } from '@/lib/site';

const bodySchema = z.object({ summary: z.string('summary must be text').max(POST_SUMMARY_MAX, `summary can have at most ${POST_SUMMARY_MAX} characters`) });

// POST /api/v1/posts/render: the editor's live preview, rendered and sanitised exactly as the
// post page will be (lib/server/posts/markdown.ts), so what staff see is what readers get.
export const POST = handleNoStore(async (request) => {
  await requireUser(request, 'posts');
  const { summary } = await readJson(request, bodySchema, 256 * 1024);
  const { html, headings } = renderPostBody(summary, getSiteConfig().url);
  return NextResponse.json({ success: true, html, headings });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
