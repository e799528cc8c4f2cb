import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { readJson } from '@/lib/server/http';
import { runBulkAction } from '@/lib/server/enquiries/bulk';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';
import { bulkActionSchema } from '@/lib/validation/lead-workspace';

const plural = (count: number) => (count === 1 ? '1 enquiry' : `${count} enquiries`);

// POST /api/v1/contact/enquiries/bulk: set a status, assign or delete up to 100 enquiries (JSON
// `action`, `ids`, and `status` or `assigneeId`); answers which were done and which were gone
export const POST = enquiryRoute(async (request) => {
  const user = await requireUser(request, 'leads');
  const action = await readJson(request, bulkActionSchema, 16 * 1024);
  const result = await runBulkAction(action, { id: user.id, name: user.name });
  if (action.action === 'delete') {
    const actor = { id: user.id, email: user.email, name: user.name };
    for (const id of result.done) await recordAudit(request, { actor, action: 'lead-deleted', target: id, details: 'bulk' });
  }
  const verb = action.action === 'delete' ? 'deleted' : 'updated';
  return NextResponse.json({ success: true, message: `${plural(result.done.length)} ${verb}`, data: result });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
