import { NextResponse } from 'next/server';
import { otherMethods } from '@/lib/server/http-methods';

export const dynamic = 'force-dynamic';

// GET /api/health: liveness only (the process answers); never touches the database, so a
// database outage does not make an orchestrator restart healthy app instances.
export function GET() {
  return NextResponse.json(
    { success: true, status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
