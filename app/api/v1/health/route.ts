import { NextResponse } from 'next/server';
import { pingDb } from '@/lib/server/db';
import { handle } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

export const dynamic = 'force-dynamic';

// GET /api/v1/health: liveness plus a database ping, for load balancers and uptime checks
export const GET = handle(async () => {
  await pingDb();
  return NextResponse.json({ success: true, database: 'up' }, { headers: { 'Cache-Control': 'no-store' } });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
