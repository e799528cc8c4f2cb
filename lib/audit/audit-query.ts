import { z } from 'zod';
import { AUDIT_ACTION_NAMES } from './actions';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// The audit log's filter (/admin/audit and its export, GET /api/v1/audit/export): who, what, from and to
// (Berlin calendar days, inclusive), and the page.
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(200, 'actor must be at most 200 characters').optional(),
  action: z.enum(AUDIT_ACTION_NAMES, { error: 'action is not one the audit log records' }).optional().or(z.literal('').transform(() => undefined)),
  from: z.string().regex(DAY, 'from must be a date like 2026-11-25').optional().or(z.literal('').transform(() => undefined)),
  to: z.string().regex(DAY, 'to must be a date like 2026-11-25').optional().or(z.literal('').transform(() => undefined)),
  page: z.coerce.number('page must be a number').int('page must be a whole number').min(1, 'page must be at least 1').optional(),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;
