import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { endOtherSessions, listSessions } from '@/lib/server/auth/sessions';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/account/sessions: where the signed-in person is signed in (any role; their own only)
export const GET = handleNoStore(async (request) => {
  const user = await requireUser(request);
  return NextResponse.json({ success: true, data: await listSessions(user.id, user.sessionId) });
});

// DELETE /api/v1/account/sessions: signs out every other device of the person
export const DELETE = handleNoStore(async (request) => {
  const user = await requireUser(request);
  const ended = await endOtherSessions(user.id, user.sessionId);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'other-sessions-ended', details: `${ended} session${ended === 1 ? '' : 's'}` });
  return NextResponse.json({ success: true, message: ended ? 'Signed out on every other device' : 'No other device was signed in', data: { ended } });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH } = otherMethods('GET', 'DELETE');
