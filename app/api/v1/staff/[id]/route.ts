import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { changeStaffMember, removeStaffMember } from '@/lib/server/staff/staff';
import { staffChangeSchema } from '@/lib/validation/staff';

type Context = { params: Promise<{ id: string }> };

// PATCH /api/v1/staff/{id}: a member's role and/or disabled flag (administrators; 409 for the
// last active administrator)
export const PATCH = handleNoStore(async (request, { params }: Context) => {
  await requireUser(request, 'staff');
  const change = await readJson(request, staffChangeSchema, 1024);
  const member = await changeStaffMember((await params).id, change);
  return NextResponse.json({ success: true, message: 'Staff member updated', data: member });
});

// DELETE /api/v1/staff/{id}: removes the account (administrators; 409 for the last active administrator)
export const DELETE = handleNoStore(async (request, { params }: Context) => {
  await requireUser(request, 'staff');
  await removeStaffMember((await params).id);
  return NextResponse.json({ success: true, message: 'Staff member removed' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, POST, PUT } = otherMethods('PATCH', 'DELETE');
