import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { deletePost } from '@/lib/server/posts/commands';
import { otherMethods } from '@/lib/server/http-methods';

// DELETE /api/v1/posts/delete/{id}: remove a post, its image and its view and like records
export const DELETE = handleNoStore(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request, 'posts');
  const { id } = await params;
  const deleted = await deletePost(id);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'post-deleted', target: deleted.headline });
  return NextResponse.json({ success: true, message: 'Blog deleted successfully' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT, PATCH } = otherMethods('DELETE');
