import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { ApiError, handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { checkTestimonialId, deleteTestimonial, updateTestimonial } from '@/lib/server/testimonials/commands';
import { getTestimonial } from '@/lib/server/testimonials/queries';
import { auditDetails } from '@/lib/server/testimonials/audit-details';
import { testimonialInputSchema } from '@/lib/validation/testimonial';

type Context = { params: Promise<{ id: string }> };

// GET /api/v1/testimonials/{id}: one testimonial with its consent record
export const GET = handleNoStore(async (request, { params }: Context) => {
  await requireUser(request, 'posts');
  const id = (await params).id;
  checkTestimonialId(id);
  const testimonial = await getTestimonial(id);
  if (!testimonial) throw new ApiError(404, 'Testimonial not found');
  return NextResponse.json({ success: true, data: testimonial });
});

// PUT /api/v1/testimonials/{id}: the whole testimonial replaced (JSON, as for POST)
export const PUT = handleNoStore(async (request, { params }: Context) => {
  const user = await requireUser(request, 'posts');
  const id = (await params).id;
  checkTestimonialId(id);
  const input = await readJson(request, testimonialInputSchema);
  const testimonial = await updateTestimonial(id, input);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'testimonial-saved', target: testimonial.name, details: auditDetails(testimonial) });
  return NextResponse.json({ success: true, message: 'Testimonial updated', data: testimonial });
});

// DELETE /api/v1/testimonials/{id}
export const DELETE = handleNoStore(async (request, { params }: Context) => {
  const user = await requireUser(request, 'posts');
  const deleted = await deleteTestimonial((await params).id);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'testimonial-deleted', target: deleted.name, details: auditDetails(deleted) });
  return NextResponse.json({ success: true, message: 'Testimonial deleted' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PATCH } = otherMethods('GET', 'PUT', 'DELETE');
