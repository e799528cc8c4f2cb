import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { readJson } from '@/lib/server/http';
import { addLeadNote } from '@/lib/server/enquiries/notes';
import { enquiryRoute } from '@/lib/server/enquiries/route-helpers';
import { otherMethods } from '@/lib/server/http-methods';
import { noteSchema } from '@/lib/validation/lead-workspace';

// POST /api/v1/contact/enquiries/{id}/notes: an internal note on the lead's timeline (JSON `text`)
export const POST = enquiryRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request, 'leads');
  const { id } = await params;
  const { text } = await readJson(request, noteSchema, 32 * 1024);
  await addLeadNote(id, text, { id: user.id, name: user.name });
  return NextResponse.json({ success: true, message: 'Note added' }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
