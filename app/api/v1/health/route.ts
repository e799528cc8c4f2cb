import { NextResponse } from 'next/server';
import { pingDb } from '@/lib/db';
import { handle } from '@/lib/http';

export const dynamic = 'force-dynamic';

// GET /api/v1/health: liveness plus a database ping, for load balancers and uptime checks
export const GET = handle(async () => {
  await pingDb();
  return NextResponse.json({ success: true, database: 'up' }, { headers: { 'Cache-Control': 'no-store' } });
});
