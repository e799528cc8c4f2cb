import 'server-only';
import { ApiError, fieldErrors } from '@/lib/server/http';
import { auditQuerySchema, type AuditQuery } from '@/lib/audit/audit-query';

// The audit filter from a request's query string; a bad value answers 400 with field errors.
export function readAuditQuery(request: Request): AuditQuery {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = auditQuerySchema.safeParse(params);
  if (!parsed.success) throw new ApiError(400, 'Validation failed', fieldErrors(parsed.error));
  return parsed.data;
}
