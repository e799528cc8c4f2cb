import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { listStaff } from '@/lib/server/staff/staff';

// GET /api/v1/staff: every staff account (administrators)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'staff');
  return NextResponse.json({ success: true, data: await listStaff() });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
