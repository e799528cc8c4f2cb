import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { runRetentionNow } from '@/lib/server/retention/run';
import { listRetentionRuns } from '@/lib/server/retention/runs';
import { describeCounts } from '@/lib/retention/describe';

// GET /api/v1/data-protection/runs: the last 10 runs of the retention job, newest first (administrators)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'staff');
  return NextResponse.json({ success: true, data: await listRetentionRuns() });
});

// POST /api/v1/data-protection/runs: runs the retention job now and answers the run (administrators;
// 409 when one was started within the same minute).
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const run = await runRetentionNow(user.name || user.email);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'retention-run-started', target: run._id, details: describeCounts(run.counts) });
  return NextResponse.json({ success: true, message: 'The retention job ran', data: run }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
