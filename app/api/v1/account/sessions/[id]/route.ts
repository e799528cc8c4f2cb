import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { endSession } from '@/lib/server/auth/sessions';
import { ApiError, handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

type Context = { params: Promise<{ id: string }> };

// DELETE /api/v1/account/sessions/{id}: signs out one of the person's own sessions (404 for
// anyone else's, so ids of other accounts' sessions cannot be probed).
export const DELETE = handleNoStore(async (request, { params }: Context) => {
  const user = await requireUser(request);
  const { id } = await params;
  if (!(await endSession(user.id, id))) throw new ApiError(404, 'Session not found');
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'session-ended', details: id === user.sessionId ? 'this device' : 'another device' });
  return NextResponse.json({ success: true, message: 'Signed out on that device' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT, PATCH } = otherMethods('DELETE');
