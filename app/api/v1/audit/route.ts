import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { listAudit } from '@/lib/server/audit/queries';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { readAuditQuery } from '@/lib/server/audit/read-query';

// GET /api/v1/audit: the audit log, newest first, 50 a page (administrators). There is no way to
// change or delete an entry.
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'staff');
  return NextResponse.json({ success: true, data: await listAudit(readAuditQuery(request)) });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
