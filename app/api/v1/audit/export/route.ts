import { requireUser } from '@/lib/server/auth/guard';
import { exportAudit } from '@/lib/server/audit/queries';
import { readAuditQuery } from '@/lib/server/audit/read-query';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { AUDIT_ACTIONS } from '@/lib/audit/actions';
import { CSV_BOM, csvLine } from '@/lib/enquiries/csv';

// GET /api/v1/audit/export: the filtered audit log as CSV (administrators)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'staff');
  const entries = await exportAudit(readAuditQuery(request));
  const lines = entries.map((entry) => csvLine([entry.at, entry.actorName, entry.actorEmail, AUDIT_ACTIONS[entry.action], entry.target, entry.details, entry.address]));
  const body = CSV_BOM + csvLine(['Time (UTC)', 'Name', 'Email', 'Action', 'Target', 'Details', 'Address']) + lines.join('');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
