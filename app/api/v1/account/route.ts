import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { renameAccount } from '@/lib/server/account/commands';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { accountNameSchema } from '@/lib/validation/account';

// PATCH /api/v1/account: the signed-in person's own name (any role)
export const PATCH = handleNoStore(async (request) => {
  const user = await requireUser(request);
  const { name } = await readJson(request, accountNameSchema, 4 * 1024);
  await renameAccount(user, name);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name }, action: 'account-renamed', details: `was: ${user.name}` });
  return NextResponse.json({ success: true, message: 'Name saved', data: { name } });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT, DELETE } = otherMethods('PATCH');
