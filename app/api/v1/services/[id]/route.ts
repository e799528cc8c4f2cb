import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { ApiError, handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { expireServicePages } from '@/lib/server/services/cached';
import { readService, saveService } from '@/lib/server/services/store';
import { isServiceId, type ServiceId } from '@/lib/services/service';
import { serviceInputSchema } from '@/lib/validation/service';

type Context = { params: Promise<{ id: string }> };

async function serviceIdOf({ params }: Context): Promise<ServiceId> {
  const { id } = await params;
  if (!isServiceId(id)) throw new ApiError(404, 'Service not found');
  return id;
}

// GET /api/v1/services/{id}: the service as the site shows it (an administrator's version, or
// the default with updatedAt null). Administrators.
export const GET = handleNoStore(async (request, context: Context) => {
  await requireUser(request, 'staff');
  const id = await serviceIdOf(context);
  return NextResponse.json({ success: true, data: await readService(id) });
});

// PUT /api/v1/services/{id}: the whole service replaced (JSON title, summary, description,
// offerings, fee, faq; for the Opportunity Card also opportunityCard). Administrators.
export const PUT = handleNoStore(async (request, context: Context) => {
  const user = await requireUser(request, 'staff');
  const id = await serviceIdOf(context);
  const input = await readJson(request, serviceInputSchema(id), 128 * 1024);
  const service = await saveService(id, input, user.email);
  expireServicePages(id);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'settings-changed', target: 'service', details: id });
  return NextResponse.json({ success: true, message: 'Service saved', data: service });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods('GET', 'PUT');
